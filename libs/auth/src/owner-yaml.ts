// The `@canopy/auth/owner-yaml` entry: the owner-level yaml editor of admins, bound to its data (account settings
// and repository settings). Not part of the shared singleton: it loads with the remotes that show it, never with
// the shell.
export {
  OwnerYamlEditor,
  ownerYamlInheritance,
  ownerYamlLabel,
  ownerYamlPlaceholder,
  type OwnerYamlEditorProps,
} from './owner-yaml/owner-yaml-editor';
