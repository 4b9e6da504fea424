import ArgumentParser
import Easel
import EaselScene
import Foundation

/// A Dynamic Type size on the command line, by the name scenes use (`xSmall` … `accessibility5`).
struct DynamicTypeSizeArgument: ExpressibleByArgument {
    let size: DynamicTypeSize
    init?(argument: String) {
        guard let size = SceneEnvironment.dynamicTypeSizeNames.first(where: { $0.key == argument })?.value else { return nil }
        self.size = size
    }
    static var allValueStrings: [String] { SceneEnvironment.dynamicTypeSizeNames.map(\.key) }
}

/// `light` or `dark`.
struct ColorSchemeArgument: ExpressibleByArgument {
    let scheme: ColorScheme
    init?(argument: String) {
        guard let scheme = SceneEnvironment.colorSchemeNames.first(where: { $0.key == argument })?.value else { return nil }
        self.scheme = scheme
    }
    static var allValueStrings: [String] { SceneEnvironment.colorSchemeNames.map(\.key) }
}

/// `ltr` or `rtl`.
struct LayoutDirectionArgument: ExpressibleByArgument {
    let direction: LayoutDirection
    init?(argument: String) {
        guard let direction = SceneEnvironment.layoutDirectionNames.first(where: { $0.key == argument })?.value else { return nil }
        self.direction = direction
    }
    static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// A device safe area: a phone's name or `TOP,LEADING,BOTTOM,TRAILING` (`SafeAreaValues`).
struct SafeAreaArgument: ExpressibleByArgument {
    let insets: EdgeInsets
    init?(argument: String) {
        guard let insets = SafeAreaValues.deviceInsets(argument: argument) else { return nil }
        self.insets = insets
    }
}

/// An output file's format, from its extension.
enum OutputFormat {
    /// The format `path`'s extension names; a usage error naming the file otherwise.
    static func of(_ path: String) throws -> RenderFormat {
        guard let format = RenderFormat(path: path) else {
            throw ValidationError("cannot tell the format of \(path): \(RenderFormat.fileNameAdvice)")
        }
        return format
    }
}
