import { type AiStandIn, startAiStandIn } from '@canopy/tools/ai-stand-in';
import { chatCompletion, completionsUrl, ModelError } from './chat-completions';

describe('the chat-completions client', () => {
  let model: AiStandIn;
  beforeAll(async () => {
    model = await startAiStandIn();
  });
  afterAll(() => model.stop());

  const endpoint = () => ({ apiUrl: model.url, apiKey: null, model: 'm' });
  const user = [{ role: 'user' as const, content: '## a.ts' }];

  it('joins the path whether or not the URL ends with a slash', () => {
    expect(completionsUrl('http://h/v1')).toBe('http://h/v1/chat/completions');
    expect(completionsUrl('http://h/v1/')).toBe('http://h/v1/chat/completions');
  });

  it('sends no Authorization header without a key', async () => {
    await chatCompletion(endpoint(), user);
    expect(model.requests.at(-1)?.authorization).toBeNull();
  });

  it('fails with the status the endpoint answered', async () => {
    model.failNext(401, 'bad key');
    await expect(chatCompletion(endpoint(), user)).rejects.toThrow(/answered 401/);
  });

  it('gives up after its timeout', async () => {
    model.delayMs = 500;
    try {
      await expect(chatCompletion(endpoint(), user, 100)).rejects.toEqual(
        new ModelError('the model endpoint did not answer within 100 ms'),
      );
    } finally {
      model.delayMs = 0;
    }
  });

  it('fails when nothing listens', async () => {
    await expect(
      chatCompletion({ apiUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'm' }, user, 2000),
    ).rejects.toThrow(/could not be reached/);
  });

  it('fails on an answer without text', async () => {
    model.answerWith('   ');
    try {
      await expect(chatCompletion(endpoint(), user)).rejects.toThrow(/no text/);
    } finally {
      model.answerWith(null);
    }
  });
});
