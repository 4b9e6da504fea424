import Foundation

/// Suggests the known name closest to a misspelt one.
///
/// Rule: the candidate with the smallest edit distance (insertions, deletions, substitutions and swaps
/// of neighbouring letters, ignoring letter case) wins, the first in the given order on a tie, if that distance is at most a third of the
/// longer name's length (at least 1, so `Tex` → `Text`); otherwise there is no suggestion. A name that
/// differs only in letter case is always suggested.
public enum NameSuggestion {
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let limit = max(1, max(lowered.count, other.count) / 3)
            // The distance is at least the difference in length: a name far longer than any candidate
            // (a hostile one) is answered without filling a matrix of its length.
            guard abs(lowered.count - other.count) <= limit else { continue }
            let distance = editDistance(lowered, other)
            guard distance <= limit, distance < best?.distance ?? .max else { continue }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `did you mean "x"?` for the closest candidate, or nil.
    public static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates).map { "did you mean \(JSONValue.quoted($0))?" }
    }

    /// The optimal-string-alignment distance: Levenshtein's, plus swapping two neighbours for 1.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var distance = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { distance[i][0] = i }
        for j in 0...b.count { distance[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                distance[i][j] = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[a.count][b.count]
    }
}
