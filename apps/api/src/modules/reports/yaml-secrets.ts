import { SECRET_PREFIX, type SecretReveal } from '@canopy/coverage';
import { TokenCipher } from '../../auth/oauth/token-cipher';

/** The repository a secret string is made for: Codecov binds it to the service, owner and repository ids. */
export interface SecretScope {
  service: string;
  ownerid: number;
  repoid: number;
}

/** The key of secret strings is the install secret's, for this use only. */
export const YAML_SECRETS_PURPOSE = 'codecov.yml secret strings v1';

const prefixOf = (scope: SecretScope) => `${scope.service}/${scope.ownerid}/${scope.repoid}/`;

/**
 * Codecov's secret strings: a value encrypted together with `service/ownerid/repoid/`, written into a
 * codecov.yml as `secret:<encrypted>`. It opens only for the repository it was made for, so a codecov.yml copied
 * to another repository (or another owner's yaml) cannot read it.
 */
export class YamlSecrets {
  private readonly cipher: TokenCipher;

  constructor(installSecret: string) {
    this.cipher = new TokenCipher(installSecret, YAML_SECRETS_PURPOSE);
  }

  encode(scope: SecretScope, value: string): string {
    return `${SECRET_PREFIX}${this.cipher.encrypt(`${prefixOf(scope)}${value}`)}`;
  }

  /** Opens secret strings made for this repository; anything else gives null. */
  revealFor(scope: SecretScope): SecretReveal {
    const prefix = prefixOf(scope);
    return (encrypted) => {
      const plain = this.cipher.decrypt(encrypted);
      // The trailing '/' matters: repository 12 must not open what was made for repository 123.
      return plain !== null && plain.startsWith(prefix) ? plain.slice(prefix.length) : null;
    };
  }
}
