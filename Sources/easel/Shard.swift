import ArgumentParser

/// `--shard K/N`: one of N machines' share of a batch manifest, so the same manifest runs as a
/// Kubernetes Indexed Job, a Slurm array or under GNU parallel.
///
/// Rule: K and N are whole numbers with 0 ≤ K < N; the shard takes the entries (the lines that are
/// neither blank nor comments) whose 0-based position i satisfies i % N == K. The N shards of a
/// manifest together take every entry exactly once, and spread consecutive entries over the machines.
struct Shard: Equatable, Sendable {
    let index: Int
    let count: Int

    /// The shard `text` names (`3/8`); a usage error otherwise.
    init(_ text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw ValidationError("--shard: expected K/N, such as 0/8, got \"\(text)\"")
        }
        guard count >= 1 else { throw ValidationError("--shard: the number of shards must be 1 or more, got \(text)") }
        guard index < count else { throw ValidationError("--shard: K must be from 0 to N − 1 (0-based), got \(text)") }
        (self.index, self.count) = (index, count)
    }

    /// Whether the entry at 0-based `position` is this shard's.
    func contains(_ position: Int) -> Bool { position % count == index }
}
