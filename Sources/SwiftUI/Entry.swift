/// Declares an entry of `EnvironmentValues` (or `FocusedValues`) and its key in one line (iOS 18's
/// `@Entry`, back-deployed): `extension EnvironmentValues { @Entry var accent: Color = .pink }`. The
/// expansion is Apple's: a key type `__Key_accent` and the accessors that read and write the value
/// through it (`EaselPreviewMacros.EntryMacro`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselPreviewMacros", type: "EntryMacro")
