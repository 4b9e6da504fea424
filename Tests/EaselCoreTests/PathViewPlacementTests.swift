import Foundation
import Testing
@testable import EaselCore

/// A shape is asked for its path in the view's own coordinates and drawn at the view's origin, as in
/// SwiftUI: a `Path` used as a view, or as a clip shape, moves with the view it draws.
@Suite struct PathViewPlacementTests {
    private let triangle = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 5, y: 8))
        path.closeSubpath()
    }

    @MainActor @Test func aPathViewDrawsAtItsFrame() {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 20)
            triangle.fill(Color.red).frame(width: 20, height: 20)
        }
        let fills = ViewLayout(content: view).displayList.items.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item { return path } else { return nil }
        }
        #expect(fills.last?.boundingRect == CGRect(x: 50, y: 0, width: 10, height: 8))
    }

    @MainActor @Test func aBuiltInShapeStillFillsItsFrame() {
        let view = HStack(spacing: 0) {
            Color.clear.frame(width: 50, height: 20)
            Rectangle().fill(Color.red).frame(width: 20, height: 10)
        }
        let fills = ViewLayout(content: view).displayList.items.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item { return path } else { return nil }
        }
        #expect(fills.last?.boundingRect == CGRect(x: 50, y: 5, width: 20, height: 10))
    }
}
