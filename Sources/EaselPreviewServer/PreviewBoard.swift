import EaselPreviews
import Foundation
import Synchronization

/// What the page shows now: the current picture of each preview, the last build's errors and the
/// controls' options. It keeps only the current pictures (one PNG a preview, replaced as it is drawn
/// again, dropped when the preview goes away), so its memory does not grow with the number of builds.
///
/// Each change returns the message that announces it, or nil when nothing the page shows changed: a
/// preview drawn again to the same bytes is not announced.
public final class PreviewBoard: Sendable {
    struct State {
        var order: [String] = []
        var cards: [String: PreviewCard] = [:]
        var pictures: [String: Data] = [:]
        var errors: [String] = []
        var building = false
        var options: PreviewDrawOptions
        var nextVersion = 1
    }

    private let state: Mutex<State>

    public init(options: PreviewDrawOptions = PreviewDrawOptions()) {
        state = Mutex(State(options: options))
    }

    /// The page's state, for a client that connects.
    public var pageState: PreviewPageState {
        state.withLock { state in
            PreviewPageState(previews: state.order.compactMap { state.cards[$0] }, errors: state.errors, building: state.building,
                             options: state.options, choices: PreviewDrawOptions.choices)
        }
    }

    public var options: PreviewDrawOptions { state.withLock { $0.options } }

    /// `index.json` of the current pictures.
    public var index: PreviewIndex {
        state.withLock { state in PreviewIndex(previews: state.order.compactMap { state.cards[$0]?.entry }) }
    }

    /// The current picture named `id`.
    public func picture(_ id: String) -> Data? { state.withLock { $0.pictures[id] } }

    /// How many pictures are kept (the soak checks it stays the number of previews).
    public var pictureCount: Int { state.withLock { $0.pictures.count } }

    public func setOptions(_ options: PreviewDrawOptions) -> PreviewUpdate? {
        state.withLock { state in
            guard state.options != options else { return nil }
            state.options = options
            return .options(options)
        }
    }

    public func buildStarted() -> PreviewUpdate {
        state.withLock { $0.building = true }
        return .building
    }

    /// The build compiled: the errors clear.
    public func built(seconds: Double) -> PreviewUpdate {
        state.withLock { state in
            state.building = false
            state.errors = []
        }
        return .built(seconds: seconds)
    }

    /// The build failed with these lines; the pictures stay those of the last good build.
    public func buildFailed(_ errors: [String]) -> PreviewUpdate {
        state.withLock { state in
            state.building = false
            state.errors = errors
        }
        return .errors(errors)
    }

    /// Preview `id` was drawn to `png` (nil: it failed, `entry.error` says why). Announced when its bytes,
    /// its failure or its entry changed.
    public func drew(_ id: String, entry: PreviewIndexEntry, png: Data?) -> PreviewUpdate? {
        state.withLock { state in
            if let card = state.cards[id], card.entry == entry, state.pictures[id] == png { return nil }
            let card = PreviewCard(id: id, version: state.nextVersion, entry: entry)
            state.nextVersion += 1
            state.cards[id] = card
            state.pictures[id] = png
            return .picture(card)
        }
    }

    /// A drawing of every preview ended with these pictures, in this order: the others are dropped. When
    /// the list changed, the whole state is announced.
    public func finishedDrawing(_ ids: [String]) -> PreviewUpdate? {
        let changed: Bool = state.withLock { state in
            let kept = Set(ids)
            state.cards = state.cards.filter { kept.contains($0.key) }
            state.pictures = state.pictures.filter { kept.contains($0.key) }
            let order = ids.filter { state.cards[$0] != nil }
            guard order != state.order else { return false }
            state.order = order
            return true
        }
        return changed ? .state(pageState) : nil
    }
}
