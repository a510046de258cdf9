import { parseCodecovYaml } from './parse';
import { revealSecretStrings, type SecretReveal } from './secrets';

const open: SecretReveal = (encrypted) => (encrypted === 'mine' ? 'https://hooks.example/T1' : null);

describe('revealSecretStrings', () => {
  it('opens the secret strings of the notifier settings and leaves the rest of the file as written', () => {
    const { config, errors } = parseCodecovYaml(
      [
        'coverage:',
        '  precision: 1',
        '  notify:',
        '    webhook:',
        '      default:',
        '        url: "secret:mine"',
        '        branches: ["secret:mine"]',
        '    slack:',
        '      default:',
        '        url: "secret:theirs"',
        'codecov:',
        '  bot: "secret:mine"',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const revealed = revealSecretStrings(config, open);
    expect(revealed.coverage?.notify).toEqual({
      webhook: { default: { url: 'https://hooks.example/T1', branches: ['https://hooks.example/T1'] } },
      // Made for another repository: unusable, kept as written.
      slack: { default: { url: 'secret:theirs' } },
    });
    expect(revealed.coverage?.precision).toBe(1);
    // Outside the notifier settings a secret is never opened: it could be shown to anyone.
    expect(revealed.codecov?.bot).toBe('secret:mine');
    // The configuration given is left alone.
    expect(config.coverage?.notify).toMatchObject({ webhook: { default: { url: 'secret:mine' } } });
  });

  it('returns the configuration itself when it has no notifier settings', () => {
    const config = { coverage: { precision: 2 } };
    expect(revealSecretStrings(config, open)).toBe(config);
  });
});
