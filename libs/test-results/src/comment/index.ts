export {
  type CommentFailedTest,
  formatSeconds,
  LISTED_TESTS,
  shortenPaths,
  type TestResultsCommentInput,
  testResultsCommentSection,
} from './comment-section';
