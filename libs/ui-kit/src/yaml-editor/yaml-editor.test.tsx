import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { YamlEditor, type YamlEditorCheck, type YamlEditorProps } from './yaml-editor';

const problem: YamlEditorCheck = {
  valid: false,
  problems: [
    { line: 2, path: 'coverage.precision', message: 'must be of integer type' },
    { line: null, path: null, message: 'YAML does not match the accepted schema' },
  ],
};

function Editor(props: Partial<YamlEditorProps>) {
  const [value, setValue] = useState(props.value ?? 'coverage:\n  precision: nine\n');
  return <YamlEditor label="Yaml" check={null} {...props} value={value} onChange={setValue} />;
}

describe('YamlEditor', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => <YamlEditor ref={ref} label="Yaml" value="" onChange={() => {}} check={null} />,
      {
        refType: HTMLTextAreaElement,
      },
    );
  });

  it('lists each problem with its line and marks the line in the gutter', () => {
    renderWithTheme(<Editor check={problem} onSave={() => {}} />);
    expect(screen.getByTestId('yaml-problems')).toHaveTextContent(
      'Line 2: coverage.precision: must be of integer type',
    );
    expect(screen.getByTestId('yaml-problems')).toHaveTextContent('YAML does not match the accepted schema');
    const gutter = screen.getByTestId('yaml-gutter');
    expect(gutter.querySelectorAll('[data-line]')).toHaveLength(3);
    expect(gutter.querySelector('[data-problem]')).toHaveAttribute('data-line', '2');
    expect(screen.getByRole('textbox', { name: 'Yaml' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });

  it('saves valid, changed text with its own label', async () => {
    const onSave = jest.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <YamlEditor
        label="Yaml"
        value="a: 1"
        onChange={() => {}}
        check={null}
        onSave={onSave}
        pristine
        saveLabel="Save Changes"
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    rerender(
      <YamlEditor
        label="Yaml"
        value="a: 2"
        onChange={() => {}}
        check={{ valid: true, problems: [] }}
        onSave={onSave}
        saveLabel="Save Changes"
      />,
    );
    expect(screen.getByTestId('yaml-valid')).toHaveTextContent('Valid yaml');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalled();
  });

  it('shows the refusal of a save; without onSave it is read-only', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Editor saveError="Line 3: bad indentation" placeholder="All acme repos" value="" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Line 3: bad indentation');
    const editor = screen.getByRole('textbox', { name: 'Yaml' });
    expect(editor).toHaveAttribute('readonly');
    expect(editor).toHaveAttribute('placeholder', 'All acme repos');
    await user.type(editor, 'x');
    expect(editor).toHaveValue('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
