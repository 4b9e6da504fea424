import ArgumentParser

/// `easel SUBCOMMAND …` for the subcommands that render or compare (render, layout, poll, gallery,
/// animate, batch, race, diff), parsed by the subcommand alone before the whole command tree is tried.
///
/// swift-argument-parser finds a command's arguments by reflection (`Mirror` over the command's and its
/// option groups' properties), and each first look-up of a type's conformance walks every conformance
/// record of the binary (about 9,400). Parsing through `EaselCommand` reflects the root command as well,
/// and parses the arguments twice more for `--generate-completion-script`: about half of a tiny render's
/// instructions went to the parser. Here the subcommand is the root of its own parse, and its
/// configuration names `easel` as its super-command (`parsedOnItsOwn`), which is what keeps
/// swift-argument-parser from looking for the completion-script flag.
///
/// The rule: this path only ever runs a command that parsed and validated. Anything else — help
/// (`-h`, `--help`, `-help`, `--help-hidden`), `--experimental-dump-help`, `--generate-completion-script`,
/// `---completion`, `--font` (whose validation registers fonts and reports a bad one itself), an unknown
/// subcommand, and every parse or validation error — returns false without printing, and `EaselCommand`
/// parses the same arguments through the whole tree, as before, for the same output and exit status.
/// A command that parsed runs as `AsyncParsableCommand.main` runs it, its error reported by
/// `EaselCommand.exit(withError:)`.
enum DirectParse {
    /// Runs `arguments` (without the program's name) if their first is a routed subcommand and the rest
    /// parse and validate as its arguments; false, having done nothing visible, otherwise.
    static func run(_ arguments: [String]) async -> Bool {
        guard let name = arguments.first else { return false }
        let rest = Array(arguments.dropFirst())
        guard parsesDirectly(rest) else { return false }
        switch name {
        case RenderCommand.configuration.commandName: return run(RenderCommand.self, rest)
        case PollCommand.configuration.commandName: return await run(PollCommand.self, rest)
        case LayoutCommand.configuration.commandName: return run(LayoutCommand.self, rest)
        case GalleryCommand.configuration.commandName: return run(GalleryCommand.self, rest)
        case AnimateCommand.configuration.commandName: return await run(AnimateCommand.self, rest)
        case BatchCommand.configuration.commandName: return await run(BatchCommand.self, rest)
        case RaceCommand.configuration.commandName: return await run(RaceCommand.self, rest)
        case DiffCommand.configuration.commandName: return run(DiffCommand.self, rest)
        default: return false
        }
    }

    /// Whether a subcommand's `arguments` may be parsed on their own: none asks for completions or a
    /// completion script, or gives `--font`.
    static func parsesDirectly(_ arguments: [String]) -> Bool {
        if arguments.first == "---completion" { return false }
        return !arguments.contains { argument in
            argument.hasPrefix("--generate-completion-script") || argument == "--font" || argument.hasPrefix("--font=")
        }
    }

    private static func run<Command: ParsableCommand>(_ type: Command.Type, _ arguments: [String]) -> Bool {
        guard var command = (try? Command.parseAsRoot(arguments)) as? Command else { return false }
        do {
            try command.run()
        } catch {
            EaselCommand.exit(withError: error)
        }
        return true
    }

    private static func run<Command: AsyncParsableCommand>(_ type: Command.Type, _ arguments: [String]) async -> Bool {
        guard var command = (try? await Command.asyncParseAsRoot(arguments)) as? Command else { return false }
        do {
            try await command.run()
        } catch {
            EaselCommand.exit(withError: error)
        }
        return true
    }
}

extension CommandConfiguration {
    /// This subcommand's configuration with `easel` as its super-command, for `DirectParse`: parsed as a
    /// root, the subcommand then skips swift-argument-parser's search for `--generate-completion-script`.
    /// Under `EaselCommand` nothing changes: swift-argument-parser reads the super-command's name only
    /// from the root of the command stack.
    var parsedOnItsOwn: CommandConfiguration {
        var configuration = self
        configuration._superCommandName = "easel"
        return configuration
    }
}
