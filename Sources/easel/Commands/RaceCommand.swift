import ArgumentParser
import Easel
import EaselRace
import EaselScene
import Foundation

/// `easel race DATA.csv -o race.gif`: a ranking race animated from a CSV (`RaceAnimation`).
struct RaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "race",
        abstract: "Animate a ranking race (a bar chart race) from a CSV.",
        discussion: """
            The CSV is wide (the first column the period, one column per entity) or, with --period, \
            --entity or --value, long (one value a row, in the columns they name: period, entity and \
            value by default). Rows slide to their rank, values count and bars grow; entries entering \
            or leaving the top slide in or out at the bottom edge. A CSV fault names its line and \
            column, exits 65 and writes nothing. See docs/race.md.

            EXAMPLES:
              easel race Examples/race/languages.csv -o race.gif --title "Most used languages"
              easel race sales.csv -o frames/ --period month --entity product --value units --top 5
              easel race votes.csv -o race.png --cumulative --steps-per-period 20 --scale 2
            """
    ).parsedOnItsOwn

    @Argument(help: ArgumentHelp("The CSV file, or - for stdin.", valueName: "data"))
    var data: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The file or folder to write: \(AnimationFormat.destinationList).", valueName: "output"))
    var output = "race.gif"

    @Option(help: ArgumentHelp("Long CSV: the period column's name (default period).", valueName: "column"))
    var period: String?

    @Option(help: ArgumentHelp("Long CSV: the entity column's name (default entity).", valueName: "column"))
    var entity: String?

    @Option(help: ArgumentHelp("Long CSV: the value column's name (default value).", valueName: "column"))
    var value: String?

    @Option(help: ArgumentHelp("Rows shown (1…100).", valueName: "n"))
    var top = 10

    @Option(help: ArgumentHelp("The title above the rows.", valueName: "text"))
    var title: String?

    @Option(name: .customLong("steps-per-period"), help: ArgumentHelp("States from one period to the next (1…1000): values move in steps, ranks change between them.", valueName: "n"))
    var stepsPerPeriod = 10

    @Option(name: .customLong("period-length"), help: ArgumentHelp("Seconds from one period to the next.", valueName: "seconds"))
    var periodLength = 1.0

    @Option(help: ArgumentHelp("Seconds the first and the last period hold still.", valueName: "seconds"))
    var hold = 1.0

    @Option(help: ArgumentHelp("Frames per second (1…1000).", valueName: "n"))
    var fps = 30

    @Option(help: ArgumentHelp("The timing curve of each step: \(Animation.names.joined(separator: ", ")).", valueName: "name"))
    var curve = "linear"

    @Option(help: ArgumentHelp("Missing values: interpolate (the line between the values around them) or hold (the last value).", valueName: "rule"))
    var missing = RaceData.MissingValues.interpolate.rawValue

    @Flag(help: "Values are increments: show their running totals.")
    var cumulative = false

    @Option(help: ArgumentHelp("The entities' colours: a palette (\(RacePalette.names); default system) or a JSON file of names and colours.", valueName: "name|file"))
    var colors: String?

    @Option(help: ArgumentHelp("A folder of images named after the entities (Cat.png …), shown beside their names.", valueName: "dir"))
    var images: String?

    @Option(name: .customLong("number-format"), help: ArgumentHelp("How values are written: \(RaceNumberFormat.spellings).", valueName: "format"))
    var numberFormat = "integer"

    @Option(help: ArgumentHelp("How each state is drawn: rows (names, bars and values sliding as ranks change) or chart (a Chart of horizontal BarMarks).", valueName: "style"))
    var style = RaceStyle.rows.rawValue

    @OptionGroup var options: SceneOptions
    @OptionGroup var animationOutput: AnimationOutputFlags
    @OptionGroup var png: PNGOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        guard (1...100).contains(top) else { throw ValidationError("--top must be from 1 to 100, got \(top)") }
        guard (1...1000).contains(stepsPerPeriod) else { throw ValidationError("--steps-per-period must be from 1 to 1000, got \(stepsPerPeriod)") }
        guard Animation(named: curve) != nil else {
            throw ValidationError("--curve: unknown curve \"\(curve)\"; use one of \(Animation.names.joined(separator: ", "))")
        }
        guard RaceData.MissingValues(rawValue: missing) != nil else {
            throw ValidationError("--missing must be \(RaceData.MissingValues.allCases.map(\.rawValue).joined(separator: " or ")), got \(missing)")
        }
        guard RaceNumberFormat(numberFormat) != nil else {
            throw ValidationError("--number-format: unknown format \"\(numberFormat)\"; use \(RaceNumberFormat.spellings)")
        }
        guard RaceStyle(rawValue: style) != nil else {
            throw ValidationError("--style must be \(RaceStyle.allCases.map(\.rawValue).joined(separator: " or ")), got \(style)")
        }
        try animationOutput.checkVideo(for: output)
    }

    func run() async throws {
        try await reportingFailures(input: SceneFile.displayName(data)) {
            let bytes = try SceneFile.contents(of: data)
            guard let text = String(data: bytes, encoding: .utf8) else {
                throw CommandFailure.badData("\(SceneFile.displayName(data)): the file is not UTF-8 text")
            }
            let layout: RaceCSVLayout = period == nil && entity == nil && value == nil
                ? .wide : .long(period: period ?? "period", entity: entity ?? "entity", value: value ?? "value")
            let raceData: RaceData
            do {
                raceData = try RaceData(csv: text, layout: layout)
            } catch let error as RaceDataError {
                throw CommandFailure.badData("\(SceneFile.displayName(data)): \(error)")
            }
            let palette = try colors.map { try RaceColors.load($0, entities: raceData.entities) }
            var race = RaceAnimation(data: raceData, top: top, title: title, stepsPerPeriod: stepsPerPeriod,
                                     missing: RaceData.MissingValues(rawValue: missing) ?? .interpolate, cumulative: cumulative,
                                     colors: palette?.colors ?? [:], palette: palette?.palette ?? RaceAnimation.palette,
                                     images: try images.map { try RaceImages.load($0, entities: raceData.entities, limits: limits.scene) } ?? [:],
                                     numberFormat: RaceNumberFormat(numberFormat) ?? .integer)
            race.style = RaceStyle(rawValue: style) ?? .rows
            var environment = AnimationTimeline.defaultEnvironment
            SceneEnvironment(dynamicTypeSize: options.dynamicType?.size, colorScheme: options.colorScheme?.scheme,
                             layoutDirection: options.layoutDirection?.direction).apply(to: &environment)
            let timeline: AnimationTimeline
            do {
                timeline = try race.timeline(width: CGFloat(options.width ?? 720), height: options.height.map { CGFloat($0) },
                                             scale: CGFloat(options.scale ?? 1), environment: environment,
                                             animation: Animation(named: curve),
                                             periodLength: periodLength, hold: hold, fps: fps)
            } catch let error as AnimationError {
                throw CommandFailure.animation(error)
            }
            try await animationOutput.write(timeline, to: output, limits: limits.scene, pngCompression: png.compression)
            print(output)
        }
    }
}
