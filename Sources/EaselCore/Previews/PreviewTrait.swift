import Foundation

/// The base type of previews (DeveloperToolsSupport's `Preview`): on Linux it only names the kind of
/// traits a view preview takes, `Preview.ViewTraits`. `#Preview` makes previews; this type is not made.
public struct Preview {
    /// The kind of traits a view's preview takes.
    public enum ViewTraits {}
}

/// A setting of a `#Preview` (DeveloperToolsSupport's `PreviewTrait`): its layout and its orientation.
public struct PreviewTrait<T> {
    let apply: @Sendable (inout PreviewSettings) -> Void
    init(_ apply: @escaping @Sendable (inout PreviewSettings) -> Void) { self.apply = apply }
}

extension PreviewTrait: Sendable {}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview in the device's screen, as an app's root view (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .device } }
    /// The preview at its own size when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The preview centred in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait { $0.orientation = .portrait } }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeLeft } }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// One preview as a program finds it: where it is declared, its name, its settings, and how to make its
/// view. `#Preview` declares one, a `PreviewProvider` one per top-level view of its `previews`.
public final class PreviewDeclaration {
    /// The name given to `#Preview("Name")` or `previewDisplayName`, if any.
    public let name: String?
    /// The declaring file, as `#fileID` (`Module/File.swift`) and `#filePath` give it.
    public let fileID: String
    public let filePath: String
    /// The line of `#Preview`, or of the `PreviewProvider`'s declaration when it is known (else 0).
    public let line: Int
    /// The settings of its traits or modifiers.
    public let settings: PreviewSettings
    /// Makes the view to draw.
    public let makeView: () -> AnyView

    public init(name: String?, fileID: String, filePath: String, line: Int, settings: PreviewSettings,
                makeView: @escaping () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.settings = settings
        self.makeView = makeView
    }

    /// The declaring file's name without its folders, `File.swift`.
    public var fileName: String { String(fileID.split(separator: "/").last ?? Substring(fileID)) }
}

/// What `#Preview`'s expansion calls (public for the expansion, which lands in the user's module; not
/// API). Each `#Preview` places one `Entry` in the `easel_previews` section; calling it returns a
/// retained `PreviewDeclaration`.
public enum _PreviewRegistration {
    public typealias Entry = @convention(c) () -> UnsafeMutableRawPointer

    public static func preview<V: View>(_ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], fileID: String,
                                        filePath: String, line: Int, makeView: @escaping @MainActor () -> V) -> UnsafeMutableRawPointer {
        var settings = PreviewSettings(layout: nil, displayName: name)
        for trait in traits { trait.apply(&settings) }
        let declaration = PreviewDeclaration(name: name, fileID: fileID, filePath: filePath, line: line, settings: settings,
                                             makeView: { AnyView(_MainActorViewCode.run(makeView)) })
        return Unmanaged.passRetained(declaration).toOpaque()
    }
}
