/// A dictionary that keeps at most `capacity` entries, evicting the least recently used one, so
/// caches of fonts, widths, glyph masks and images stay bounded however long the app runs.
struct LRUCache<Key: Hashable, Value> {
    private var entries: [Key: (value: Value, stamp: UInt64)] = [:]
    private var clock: UInt64 = 0
    /// The most entries kept.
    let capacity: Int

    /// Creates an empty cache holding at most `capacity` (≥ 1) entries.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The number of entries held.
    var count: Int { entries.count }

    /// The value for `key`, marking it as recently used.
    mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.value, clock)
        return entry.value
    }

    /// Stores `value`; when the cache is full the least recently used quarter is dropped first (one
    /// sort per many inserts instead of a scan per insert) and returned, so owners can free it.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key) -> [Value] {
        clock += 1
        var evicted: [Value] = []
        if entries[key] == nil, entries.count >= capacity {
            let victims = entries.sorted { $0.value.stamp < $1.value.stamp }.prefix(max(1, capacity / 4))
            for victim in victims {
                evicted.append(victim.value.value)
                entries[victim.key] = nil
            }
        } else if let old = entries[key] {
            evicted.append(old.value)
        }
        entries[key] = (value, clock)
        return evicted
    }

    /// Removes every entry and returns the values, so owners can free them.
    mutating func removeAll() -> [Value] {
        let values = entries.values.map(\.value)
        entries.removeAll()
        return values
    }
}
