import Foundation

/// A colour set of an asset catalog, as the symbols Xcode 15 generates for a catalog name it
/// (`Color(.brandTint)`, `.foregroundStyle(.brandTint)`): the resource's `name` is the set's.
///
/// On Linux no Xcode generates the symbols: `easel preview` generates them from the catalogs among its
/// paths, with Xcode's naming rule (`AssetSymbolNames`).
public struct ColorResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalog, as the symbols Xcode 15 generates for a catalog name it
/// (`Image(.birdIcon)`).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle?
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour set `resource` names (`Color(_:bundle:)`).
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension Image {
    /// The image set `resource` names (`Image(_:bundle:)`).
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
