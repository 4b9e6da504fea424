import Easel

/// Every gallery screen, by name.
public enum GalleryScreen: String, CaseIterable, Sendable {
    case flow, circle, corner, linear, hstack, vstack, zstack
    case paints

    case symbols

    case text

    case effects

    case charts

    /// The screen's view.
    @ViewBuilder
    public var view: some View {
        switch self {
        case .flow: TagCloud()
        case .circle: ClockFace()
        case .corner: Corners()
        case .linear: SpringsAndStruts()
        case .hstack: StackSwitcher(kind: .hstack)
        case .vstack: StackSwitcher(kind: .vstack)
        case .zstack: StackSwitcher(kind: .zstack)
        case .paints: Paints()

        case .symbols: SymbolsScreen()

        case .text: RichText()

        case .effects: EffectsScreen()

        case .charts: ChartsScreen()
        }
    }
}
