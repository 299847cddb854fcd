// Reads a POST answer the way an AI SDK chat UI does (`ai` is ESM-only, so jest runs this as a process): the SDK's
// DefaultChatTransport sends the request and parses the UI message stream, readUIMessageStream builds the assistant
// message. Prints {message, errors} as JSON. Usage: node ai-sdk-chat.mjs <url> <api key> <request body JSON>
import { DefaultChatTransport, readUIMessageStream } from 'ai';

const [url, key, body] = process.argv.slice(2);
const request = JSON.parse(body);
const transport = new DefaultChatTransport({
  api: url,
  headers: { Authorization: `Bearer ${key}` },
  // The chat's last user message is the generation query.
  prepareSendMessagesRequest: ({ messages }) => ({ body: { ...request, query: messages.at(-1).parts[0].text } }),
});
const errors = [];
let message;
try {
  const stream = await transport.sendMessages({
    chatId: 'chat-1',
    messages: [{ id: 'user-1', role: 'user', parts: [{ type: 'text', text: request.query }] }],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  for await (const state of readUIMessageStream({ stream, onError: (error) => errors.push(error.message ?? String(error)) })) message = state;
} catch (error) {
  errors.push(error.message ?? String(error));
}
process.stdout.write(JSON.stringify({ message, errors }));
