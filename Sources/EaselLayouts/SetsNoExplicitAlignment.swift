import EaselCore

// Easel's own layouts keep the protocol's `explicitAlignment`, which sets no guide.
extension CornerLayout: SetsNoExplicitAlignment {}
extension FlowLayout: SetsNoExplicitAlignment {}
extension RadialLayout: SetsNoExplicitAlignment {}
extension CircleLayout: SetsNoExplicitAlignment {}
extension LinearStack: SetsNoExplicitAlignment {}
extension EqualWidthHStack: SetsNoExplicitAlignment {}
extension EqualWidthVStack: SetsNoExplicitAlignment {}
