import Foundation

/// The font file the tests register: Inter Display, a variable font (OpenType `wght` and `opsz` axes),
/// from Debian's `fonts-inter-variable` (SIL Open Font License 1.1).
///
/// It is not committed: `make test-fonts` (a step of `make test`) copies it from /usr/share/fonts into
/// `Tests/Fonts/`, and `url` copies it there on first use when the Makefile did not. The tests' pinned
/// fontconfig file (Tests/fontconfig/fonts.conf) rejects Inter Display's static cuts, so fontconfig
/// knows this family only once the file is registered.
public enum TestFont {
    /// The family name `Font.custom` finds once the file is registered.
    public static let family = "Inter Display"

    /// Where Debian installs the file.
    public static let installedPath = "/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf"

    /// The repository's `Tests/Fonts/` folder.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts", isDirectory: true)

    /// The copy in `Tests/Fonts/`, made from Debian's file when it is missing.
    public static var url: URL { copy(of: installedPath) }

    /// A WOFF2 file: Font Awesome 4.7 (family "FontAwesome", icons in the private use area), from Debian's
    /// `fonts-font-awesome` (SIL Open Font License 1.1), copied into `Tests/Fonts/` like `url`.
    public static var woff2URL: URL { copy(of: "/usr/share/fonts-font-awesome/fonts/fontawesome-webfont.woff2") }

    private static func copy(of installed: String) -> URL {
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: installed).lastPathComponent)
        if !FileManager.default.fileExists(atPath: copy.path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(atPath: installed, toPath: copy.path)
        }
        return copy
    }
}
