/// A preview of a view (SwiftUI's `#Preview`): `#Preview { MyView() }`, `#Preview("Name") { … }`,
/// `#Preview("Name", traits: .sizeThatFitsLayout, .landscapeLeft) { … }`.
///
/// On Linux the preview registers itself (the `easel_previews` section, `EaselPreviewMacros`), so
/// `easel preview`, `swift package easel-previews` and `assertPreviewSnapshots` find and draw it. The
/// body is a view builder; `@Previewable` variables in it become state of the preview's view, as Apple
/// documents.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "EaselPreviewMacros", type: "PreviewMacro")

/// A preview of a view with traits: its layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`)
/// and orientation (`.portrait`, `.landscapeLeft` …).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "EaselPreviewMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as a property of the preview's view, so that
/// `@Previewable @State var isOn = true` gives the body a binding to pass on (`$isOn`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "EaselPreviewMacros", type: "PreviewableMacro")
