import Testing

/// Everything that starts SDL's video: one suite run one test at a time, because SDL's video
/// state is global to the process and not thread-safe.
@Suite(.serialized) struct SDLVideoTests {}
