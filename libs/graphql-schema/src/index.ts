export { typeDefs } from './generated/schema-sdl';
