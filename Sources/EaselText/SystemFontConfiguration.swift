import CPangoCairo

/// Fontconfig's configuration, loaded as `FcInitLoadConfigAndFonts` loads it but without the part that
/// only `fc-conflist` reads, and made the process's current configuration before fontconfig's first use.
///
/// `FcInitLoadConfigAndFonts` (what `FcInit`, Pango's font map and `FcFontList(nil, …)` call when no
/// configuration is current) reads the configuration file (`FONTCONFIG_FILE`, else the system's
/// `fonts.conf` and what it includes), then parses every template in fontconfig's `conf.avail` folder
/// — about 45 files, most of them never included — with their rules disabled, only to collect their
/// descriptions for `fc-conflist`. That second parse was most of fontconfig's start-up: about 19 million
/// instructions of a 23 million set-up with the tests' configuration (`Tests/fontconfig/fonts.conf`),
/// 10 of 26 million with Debian's. Rules:
/// 1. The configuration file is parsed and its fonts are built (`FcConfigParseAndLoad` with no file
///    name, which reads `FONTCONFIG_FILE` as fontconfig does, then `FcConfigBuildFonts` from the caches).
///    The templates are not parsed: their rules are disabled, so fonts match exactly as before.
/// 2. When the file cannot be loaded, or names no cache folder, fontconfig's own loader runs instead, so
///    its fallback configuration and its warnings are unchanged.
/// 3. `makeCurrent()` installs it once per process, before Pango's first font map starts fontconfig
///    (`PangoThreadContext`) and before `FontCatalog` asks fontconfig's current configuration; a
///    configuration with registered fonts (`FontRegistry`) starts from the same loader.
enum SystemFontConfiguration {
    /// A new configuration with the system's fonts, owned by the caller (`FcConfigDestroy`); nil when
    /// fontconfig cannot load one.
    static func load() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        guard FcConfigParseAndLoad(config, nil, 1) != 0, namesCacheFolder(config), FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return FcInitLoadConfigAndFonts()
        }
        return config
    }

    /// Makes `load()`'s configuration fontconfig's current one, the first time it is called in the process.
    static func makeCurrent() { _ = installed }

    private static let installed: Bool = {
        guard let config = load() else { return false }
        defer { FcConfigDestroy(config) } // FcConfigSetCurrent takes a reference of its own
        return FcConfigSetCurrent(config) != 0
    }()

    /// Whether the configuration names at least one cache folder (fontconfig adds one, with a warning,
    /// when it names none).
    private static func namesCacheFolder(_ config: OpaquePointer) -> Bool {
        guard let folders = FcConfigGetCacheDirs(config) else { return false }
        defer { FcStrListDone(folders) }
        return FcStrListNext(folders) != nil
    }
}
