/// `batch --shard K/N`: a deterministic part of the repository list, so N independent runs
/// (a CI matrix, indexed jobs) cover every repository exactly once. A repository's shard
/// comes from a stable hash (FNV-1a, not Swift's seeded `Hasher`) of its batch name, which
/// is derived from the whole list, so every shard computes the same names and the same split.
public struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The most shards a list may be split into: more than any list has repositories, and few
    /// enough for `batch-merge` to check each one is there.
    public static let maximumCount = 10_000

    /// "K/N" with 1 <= K <= N <= `maximumCount`; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...Self.maximumCount).contains(count),
              (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ repository: Repository) -> Bool {
        Int(Self.stableHash(repository.name) % UInt64(count)) + 1 == index
    }

    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// What a shard's `summary.json` says about the split, for `batch-merge`.
public struct ShardInfo: Codable, Sendable, Equatable {
    public var index: Int
    public var count: Int
    /// Every repository name of the whole list, in list order (the merged summary's order).
    public var listed: [String]

    public init(_ shard: BatchShard, listed: [String]) {
        index = shard.index
        count = shard.count
        self.listed = listed
    }
}
