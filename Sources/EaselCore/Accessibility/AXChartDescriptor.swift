import Foundation

// The chart descriptors of Apple's Accessibility framework (iOS 15), which VoiceOver's Audio Graphs read:
// a chart's axes and data series. `View.accessibilityChartDescriptor(_:)` attaches one to a view, and
// `ImageRenderer.layoutAccessibility()` and `easel layout` report it as read (`AccessibilityChart`).
// https://developer.apple.com/documentation/accessibility/axchartdescriptor

/// An axis of a chart's data: its title (Apple's `AXDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: AnyObject {
    var title: String { get set }
}

/// An axis of numbers: its range, its grid lines and how a value reads (Apple's `AXNumericDataAxisDescriptor`).
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spread along the axis.
    public enum ScaleType: Hashable, Sendable { case linear, ln, log10 }

    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var scaleType: ScaleType = .linear
    /// What VoiceOver reads for a value on this axis (`"5 kg"` for 5).
    public var valueDescriptionProvider: (Double) -> String

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        (self.title, self.range, self.gridlinePositions, self.valueDescriptionProvider) = (title, range, gridlinePositions, valueDescriptionProvider)
    }
}

/// An axis of categories, in their order (Apple's `AXCategoricalDataAxisDescriptor`).
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) { (self.title, self.categoryOrder) = (title, categoryOrder) }
}

/// One point of a data series (Apple's `AXDataPoint`): an x value, a y value, more values for the
/// additional axes, and an optional label.
public final class AXDataPoint {
    /// A value: a number, or a category (Apple's `AXDataPoint.Value`, `AXDataPointValue`).
    public struct Value: Hashable, Sendable {
        public var number: Double
        public var category: String?
        public static func number(_ number: Double) -> Value { Value(number: number, category: nil) }
        public static func category(_ category: String) -> Value { Value(number: 0, category: category) }
    }

    public var xValue: Value
    public var yValue: Value?
    public var additionalValues: [Value]
    public var label: String?

    /// A point at a number on the x axis.
    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map(Value.number)
        (self.additionalValues, self.label) = (additionalValues, label)
    }

    /// A point at a category of the x axis.
    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map(Value.number)
        (self.additionalValues, self.label) = (additionalValues, label)
    }
}

/// A named series of points (Apple's `AXDataSeriesDescriptor`); a continuous one is a line.
public final class AXDataSeriesDescriptor {
    public var name: String?
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        (self.name, self.isContinuous, self.dataPoints) = (name, isContinuous, dataPoints)
    }
}

/// A chart's description for assistive technologies (Apple's `AXChartDescriptor`): a title, a summary,
/// the axes and the data series.
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]

    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        (self.title, self.summary, self.xAxis, self.yAxis, self.additionalAxes, self.series) = (title, summary, xAxis, yAxis, additionalAxes, series)
    }
}

/// A type that describes a chart (SwiftUI's `AXChartDescriptorRepresentable`).
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Updates a descriptor made before; by default, nothing.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// A chart descriptor as assistive technologies read it (an Easel addition, for tests and `easel
/// layout`): every value as the text read aloud. A numeric axis's values read through its
/// `valueDescriptionProvider`; a category reads as itself.
public struct AccessibilityChart: Hashable, Sendable {
    public struct Axis: Hashable, Sendable {
        public var title: String
        /// A categorical axis's categories, in order; nil for a numeric axis.
        public var categories: [String]?
        /// A numeric axis's range, its ends as read.
        public var range: [String]?
        /// A numeric axis's grid lines, as read.
        public var gridlines: [String] = []

        public init(title: String, categories: [String]? = nil, range: [String]? = nil, gridlines: [String] = []) {
            (self.title, self.categories, self.range, self.gridlines) = (title, categories, range, gridlines)
        }
    }

    public struct Point: Hashable, Sendable {
        public var x: String
        public var y: String?
        public var additional: [String] = []
        public var label: String?

        public init(x: String, y: String?, additional: [String] = [], label: String? = nil) {
            (self.x, self.y, self.additional, self.label) = (x, y, additional, label)
        }
    }

    public struct Series: Hashable, Sendable {
        public var name: String?
        public var isContinuous: Bool
        public var points: [Point]

        public init(name: String?, isContinuous: Bool, points: [Point]) { (self.name, self.isContinuous, self.points) = (name, isContinuous, points) }
    }

    public var title: String?
    public var summary: String?
    public var xAxis: Axis
    public var yAxis: Axis?
    public var additionalAxes: [Axis]
    public var series: [Series]

    public init(title: String?, summary: String?, xAxis: Axis, yAxis: Axis?, additionalAxes: [Axis] = [], series: [Series]) {
        (self.title, self.summary, self.xAxis, self.yAxis, self.additionalAxes, self.series) = (title, summary, xAxis, yAxis, additionalAxes, series)
    }

    /// `descriptor` as read.
    public init(_ descriptor: AXChartDescriptor) {
        func axis(_ axis: any AXDataAxisDescriptor) -> Axis {
            if let numeric = axis as? AXNumericDataAxisDescriptor {
                let read = numeric.valueDescriptionProvider
                return Axis(title: numeric.title, categories: nil, range: [read(numeric.range.lowerBound), read(numeric.range.upperBound)],
                            gridlines: numeric.gridlinePositions.map(read))
            }
            return Axis(title: axis.title, categories: (axis as? AXCategoricalDataAxisDescriptor)?.categoryOrder ?? [])
        }
        func read(_ value: AXDataPoint.Value, on axis: (any AXDataAxisDescriptor)?) -> String {
            if let category = value.category { return category }
            if let numeric = axis as? AXNumericDataAxisDescriptor { return numeric.valueDescriptionProvider(value.number) }
            return value.number == value.number.rounded() && abs(value.number) < 1e15 ? String(Int(value.number)) : String(value.number)
        }
        title = descriptor.title
        summary = descriptor.summary
        xAxis = axis(descriptor.xAxis)
        yAxis = descriptor.yAxis.map { axis($0) }
        additionalAxes = descriptor.additionalAxes.map(axis)
        series = descriptor.series.map { series in
            Series(name: series.name, isContinuous: series.isContinuous, points: series.dataPoints.map { point in
                Point(x: read(point.xValue, on: descriptor.xAxis), y: point.yValue.map { read($0, on: descriptor.yAxis) },
                      additional: point.additionalValues.enumerated().map { index, value in
                          read(value, on: index < descriptor.additionalAxes.count ? descriptor.additionalAxes[index] : nil)
                      },
                      label: point.label)
            })
        }
    }
}
