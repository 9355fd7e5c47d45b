/// `--shard K/N`: the K-th of N parts of a batch, so a CI system's parallel jobs each render one.
/// The split is stable and even: the shots of the expanded batch, in file order, are dealt out in
/// turn (shot i, from 0, belongs to shard i mod N + 1), so it depends only on the batch file, and
/// neighbouring shots (often one layout's cheap and dear styles) land on different shards.
struct BatchShard: Equatable {
    /// Which part, from 1.
    let number: Int
    /// How many parts.
    let count: Int

    /// The whole batch.
    static let all = BatchShard(number: 1, count: 1)

    /// The shard `text` names (`K/N`, 1 ≤ K ≤ N ≤ `BatchFile.maxShots`), or nil.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]), 1 <= number,
            number <= count, count <= BatchFile.maxShots
        else { return nil }
        self.init(number: number, count: count)
    }

    /// Part `number` of `count`.
    init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }

    /// The indices of the shots of a batch of `total` that belong to this shard.
    func indices(of total: Int) -> StrideTo<Int> {
        stride(from: number - 1, to: total, by: count)
    }

    /// `K/N`.
    var text: String { "\(number)/\(count)" }
}
