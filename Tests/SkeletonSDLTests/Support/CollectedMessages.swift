import Synchronization

@testable import SkeletonSDL

/// A log that keeps its messages for assertions instead of printing them (the log may be called
/// from any thread, so they are behind a `Mutex`).
final class CollectedMessages: Sendable {
    /// The messages, shared with the log's sink.
    private final class Store: Sendable {
        let messages = Mutex<[String]>([])
    }

    private let store = Store()
    /// The log to hand to a library.
    let log: MessageLog

    /// An empty collection and its log.
    init() {
        let store = self.store
        log = MessageLog { message in store.messages.withLock { $0.append(message) } }
    }

    /// Every message reported so far, in order.
    var messages: [String] { store.messages.withLock { $0 } }
}
