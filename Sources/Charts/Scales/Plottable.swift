import Foundation
import Easel

/// A primitive value a chart can plot: a number, a string or a date, as Apple's Charts declares them.
public protocol PrimitivePlottableProtocol {
    /// The value as a chart's scales see it (Easel's; answered by each primitive type without a dynamic cast).
    var _chartValue: _ChartValue { get }
}

extension PrimitivePlottableProtocol {
    public var _chartValue: _ChartValue { _ChartValue(value: PlotValue(casting: self)) }
}

/// A primitive value as a chart's scales see it.
public struct _ChartValue {
    let value: PlotValue
}

extension String { public var _chartValue: _ChartValue { _ChartValue(value: .category(self)) } }
extension Date { public var _chartValue: _ChartValue { _ChartValue(value: .date(timeIntervalSinceReferenceDate)) } }
extension Double { public var _chartValue: _ChartValue { _ChartValue(value: .number(self)) } }
extension Float { public var _chartValue: _ChartValue { _ChartValue(value: .number(Double(self))) } }
extension Int { public var _chartValue: _ChartValue { _ChartValue(value: .number(Double(self))) } }

/// A value a chart can plot, through the primitive value it stands for (Apple's `Plottable`): numbers
/// are placed on a linear scale, strings on a category scale, dates on a date scale.
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

/// An enumeration whose raw values are plottable plots as its raw value (`enum Kind: String, Plottable`).
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension String: PrimitivePlottableProtocol, Plottable {}
extension Date: PrimitivePlottableProtocol, Plottable {}
extension Double: PrimitivePlottableProtocol, Plottable {}
extension Float: PrimitivePlottableProtocol, Plottable {}
extension Int: PrimitivePlottableProtocol, Plottable {}
extension Int8: PrimitivePlottableProtocol, Plottable {}
extension Int16: PrimitivePlottableProtocol, Plottable {}
extension Int32: PrimitivePlottableProtocol, Plottable {}
extension Int64: PrimitivePlottableProtocol, Plottable {}
extension UInt: PrimitivePlottableProtocol, Plottable {}
extension UInt8: PrimitivePlottableProtocol, Plottable {}
extension UInt16: PrimitivePlottableProtocol, Plottable {}
extension UInt32: PrimitivePlottableProtocol, Plottable {}
extension UInt64: PrimitivePlottableProtocol, Plottable {}
extension Decimal: PrimitivePlottableProtocol, Plottable {}

/// A value with the label of what it measures (`.value("Total Count", count)`), the argument every mark
/// takes for each of its positions.
public struct PlottableValue<Value: Plottable> {
    let label: ChartLabel
    let value: Value
    /// The calendar unit a date is binned by (`unit: .day`): the mark spans the unit's interval.
    let unit: Calendar.Component?
    let calendar: Calendar?
    /// The end of a range (`.value("Angle", 0..<90)`, a bin): a sector's explicit start and end, or the
    /// interval a bar or a rectangle spans.
    var end: Value? = nil

    /// A value labelled with a localized string key.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: value, unit: nil, calendar: nil)
    }

    /// A value labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: value, unit: nil, calendar: nil)
    }

    /// A value labelled with a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: .text(label), value: value, unit: nil, calendar: nil)
    }

    var plotValue: PlotValue { PlotValue(value.primitivePlottable) }

    /// A value whose dates are binned by `unit` whatever its type (a scene's data holds dates beside
    /// numbers and strings in one type): as `.value(_:_:unit:calendar:)` for a value that plots as a date.
    package static func _value(_ label: String, _ value: Value, unit: Calendar.Component?, calendar: Calendar) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: value, unit: unit, calendar: calendar)
    }
}

extension PlottableValue where Value: Comparable {
    /// A range of values (Apple's `value(_:_:)` with a `Range`): `SectorMark(angle:)` draws a sector from
    /// its start to its end instead of its share of the sum.
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }

    public static func value(_ label: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }

    public static func value<S: StringProtocol>(_ label: S, _ range: ClosedRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }

    public static func value(_ label: LocalizedStringKey, _ range: ClosedRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }

    /// A bin of `NumberBins`: a bar or a rectangle spans it.
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }

    public static func value(_ label: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: ChartLabel(label), value: range.lowerBound, unit: nil, calendar: nil, end: range.upperBound)
    }
}

extension PlottableValue where Value == Date {
    /// A date binned by a calendar unit: the mark covers the unit's interval (a day's bar spans its day).
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: ChartLabel(label), value: value, unit: unit, calendar: calendar)
    }

    /// A date binned by a calendar unit, labelled with a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: ChartLabel(label), value: value, unit: unit, calendar: calendar)
    }
}

/// A plotted value as the scales see it: a number, a category or a date (seconds since 2001).
enum PlotValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Double)

    init(_ primitive: some PrimitivePlottableProtocol) {
        self = primitive._chartValue.value
    }

    /// The value of a primitive type without its own `_chartValue`, found by its type.
    init(casting primitive: some PrimitivePlottableProtocol) {
        switch primitive {
        case let value as String: self = .category(value)
        case let value as Date: self = .date(value.timeIntervalSinceReferenceDate)
        case let value as Double: self = .number(value)
        case let value as Int: self = .number(Double(value))
        case let value as Float: self = .number(Double(value))
        case let value as Decimal: self = .number(NSDecimalNumber(decimal: value).doubleValue)
        case let value as any BinaryInteger: self = .number(Double(value))
        case let value as any BinaryFloatingPoint: self = .number(Double(value))
        default: self = .category(String(describing: primitive))
        }
    }

    /// The number a linear or date scale places: nil for a category.
    var number: Double? {
        switch self {
        case .number(let value), .date(let value): value
        case .category: nil
        }
    }

    var isCategory: Bool { if case .category = self { true } else { false } }
    var isDate: Bool { if case .date = self { true } else { false } }

    /// The value as `type`, or nil when it is of another kind (a number as any numeric type it fits).
    func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch self {
        case .category(let name): return (name as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .date(let seconds): return (Date(timeIntervalSinceReferenceDate: seconds) as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .number(let number):
            let candidates: [Any] = [number, Int(exactly: number.rounded()) as Any, Float(number), Int64(exactly: number.rounded()) as Any]
            for candidate in candidates {
                if let primitive = candidate as? P.PrimitivePlottable, let value = P(primitivePlottable: primitive) { return value }
            }
            return nil
        }
    }

    /// How a category reads in a label or a legend.
    var text: String {
        switch self {
        case .category(let name): name
        case .number(let value): NumberLabel.format(value)
        case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds).description
        }
    }
}

/// The label of a plotted value, kept as given and made a `Text` only when shown (a chart of a million
/// marks makes a million labels).
enum ChartLabel {
    case key(LocalizedStringKey)
    case string(String)
    case text(Text)

    init(_ key: LocalizedStringKey) { self = .key(key) }
    init<S: StringProtocol>(_ string: S) { self = .string(String(string)) }

    var text: Text {
        switch self {
        case .key(let key): Text(key)
        case .string(let string): Text(string)
        case .text(let text): text
        }
    }
}
