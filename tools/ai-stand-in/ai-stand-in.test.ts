import { type AiStandIn, answerFromPrompt, startAiStandIn } from './ai-stand-in.ts';

describe('the model stand-in', () => {
  let standIn: AiStandIn;
  beforeAll(async () => {
    standIn = await startAiStandIn();
  });
  afterAll(() => standIn.stop());

  const complete = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${standIn.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it("answers in OpenAI's shape and records the request", async () => {
    const response = await complete(
      { model: 'm', messages: [{ role: 'user', content: '## src/merge.ts\nlines' }] },
      { authorization: 'Bearer k' },
    );
    const answer = (await response.json()) as { choices: Array<{ message: { content: string } }> };
    expect(answer.choices[0]!.message.content).toBe(answerFromPrompt('## src/merge.ts\nlines'));
    expect(answer.choices[0]!.message.content).toContain('src/merge.ts');
    expect(standIn.requests.at(-1)).toEqual({
      model: 'm',
      messages: [{ role: 'user', content: '## src/merge.ts\nlines' }],
      authorization: 'Bearer k',
    });
  });

  it('answers a set text, or fails once when told to', async () => {
    standIn.answerWith('fixed');
    standIn.failNext(429, 'slow down');
    expect((await complete({ model: 'm', messages: [] })).status).toBe(429);
    const answer = (await (await complete({ model: 'm', messages: [] })).json()) as {
      choices: Array<{ message: { content: string } }>;
    };
    expect(answer.choices[0]!.message.content).toBe('fixed');
    standIn.answerWith(null);
  });
});
