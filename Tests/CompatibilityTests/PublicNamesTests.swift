import Foundation
import Testing

// `import Easel` brings SwiftUI's names and a short, documented list of Easel's own: every public top-level
// name and every public `View` method declared in the modules the umbrella re-exports is either one of
// SwiftUI's (listed here) or one of the additions docs/swiftui-compatibility.md lists in its table.

/// The modules `import Easel` re-exports, whose public names a SwiftUI program sees.
private let umbrellaModules = ["EaselCore", "EaselText", "EaselRender", "EaselAnimation"]

/// SwiftUI's (and CoreGraphics') names that Easel declares.
private let swiftUINames: Set<String> = [
    // Types and protocols.
    "Preview", "PreviewTrait", "PreviewProvider", "PreviewPlatform", "PreviewLayout", "PreviewDevice", "InterfaceOrientation",
    "Alignment", "AlignmentID", "Angle", "Animation", "AnyLayout", "AnyShapeStyle", "AnyTransition", "AnyView",
    "AccessibilityChildBehavior", "AccessibilityTraits", "Alert", "AppStorage", "Axis", "Bindable", "Binding",
    "BorderedButtonStyle", "BorderedProminentButtonStyle", "Button", "Capsule", "CGAffineTransform", "Circle",
    "Color", "ColorScheme", "ContentMode", "ContentTransition", "DefaultButtonStyle", "DismissAction", "Divider",
    "DragGesture", "DynamicTypeSize", "Edge", "EdgeInsets", "Ellipse", "EmptyView", "Environment",
    "EnvironmentKey", "EnvironmentObject", "EnvironmentValues", "EventModifiers", "FocusState", "Font",
    "ForEach", "ForegroundStyle", "Gesture", "GestureMask", "GestureState", "Grid", "GridLayout", "GridRow",
    "Group", "HorizontalAlignment", "HorizontalEdge", "HStack", "HStackLayout", "Image", "ImageRenderer",
    "KeyboardShortcut", "KeyEquivalent", "Layout", "LayoutDirection", "LayoutProperties", "LayoutSubview",
    "LayoutSubviews", "LayoutValueKey", "LongPressGesture", "MagnificationGesture", "MagnifyGesture",
    "MatchedGeometryProperties", "ModifiedContent", "Namespace", "ObservedObject", "OpenURLAction", "Path",
    "PlainButtonStyle", "PrimitiveButtonStyle", "ProgressView", "ProposedViewSize", "Rectangle", "RotateGesture",
    "RotationGesture", "RoundedRectangle", "ScaledMetric", "SceneStorage", "ScrollDismissesKeyboardMode",
    "SearchFieldPlacement", "Shape", "ShapeStyle", "ShapeView", "Spacer", "State", "StateObject",
    "SubmitLabel", "SubmitTriggers", "TapGesture", "Text", "TextAlignment", "TextInputAutocapitalization",
    "TintShapeStyle", "Transaction", "TupleView", "UIKeyboardType", "UnitPoint", "UserInterfaceSizeClass",
    "VerticalAlignment", "View", "ViewBuilder", "ViewDimensions", "ViewModifier", "ViewSpacing", "ViewThatFits",
    "VStack", "VStackLayout", "ZStack", "ZStackLayout", "_ConditionalContent", "_ViewModifier_Content",
    "_ViewInputs", "_ViewOutputs", "_makeView",
    "AngularGradient", "AnyGradient", "AutomaticFormStyle", "BackgroundStyle", "ColumnsFormStyle",
    "ContentMarginPlacement", "CoordinateSpace", "DefaultListStyle", "DisabledTextSelectability",
    "EllipticalGradient", "EnabledTextSelectability", "Form", "FormStyle", "GeometryProxy", "GeometryReader",
    "Gradient", "GridItem", "GroupedFormStyle", "GroupedListStyle", "HierarchicalShapeStyle",
    "InsetGroupedListStyle", "InsetListStyle", "LazyHGrid", "LazyHStack", "LazyVGrid", "LazyVStack",
    "LinearGradient", "List", "ListStyle", "LocalizedStringKey", "NamedCoordinateSpace", "NavigationBarItem",
    "NavigationLink", "NavigationSplitView", "NavigationStack", "NavigationView", "PinnedScrollableViews",
    "PlainListStyle", "RadialGradient", "ScrollIndicatorVisibility", "ScrollView", "ScrollViewProxy",
    "ScrollViewReader", "Section", "SidebarListStyle", "SymbolRenderingMode", "SymbolVariants", "TabView",
    "TextSelectability", "ToolbarContent", "ToolbarContentBuilder", "ToolbarItem", "ToolbarItemGroup",
    "ToolbarItemPlacement", "TupleToolbarContent", "VerticalEdge", "Visibility",
    "AnyShape", "BlendMode", "CGLineCap", "CGLineJoin", "ColorRenderingMode", "ContainerRelativeShape", "FillStyle",
    "InsettableShape", "OffsetShape", "RectangleCornerRadii", "RotatedShape", "RoundedCornerStyle", "ScaledShape",
    "StrokeStyle", "TransformedShape", "UnevenRoundedRectangle",
    // Controls and their styles (docs/controls.md).
    "BorderlessButtonStyle", "ButtonBorderShape", "ButtonRole", "ButtonStyle", "ButtonStyleConfiguration",
    "ButtonToggleStyle", "ContentUnavailableView", "ControlGroup", "ControlSize", "DefaultLabelStyle",
    "DefaultShareLinkLabel", "DefaultToggleStyle", "DisclosureGroup", "IconOnlyLabelStyle", "Label", "LabelStyle",
    "LabelStyleConfiguration", "LabeledContent", "LabeledContentStyle", "LabeledContentStyleConfiguration",
    "AutomaticLabeledContentStyle", "Link", "LinkButtonStyle", "Menu", "PrimitiveButtonStyleConfiguration",
    "SearchUnavailableContent", "ShareLink", "SwitchToggleStyle", "TitleAndIconLabelStyle", "TitleOnlyLabelStyle",
    "Toggle", "ToggleStyle", "ToggleStyleConfiguration",
    // Value and text controls: progress views, gauges, sliders, steppers, pickers, text fields, date pickers.
    "AccessoryCircularCapacityGaugeStyle", "AccessoryCircularGaugeStyle", "AccessoryLinearCapacityGaugeStyle",
    "AccessoryLinearGaugeStyle", "CircularProgressViewStyle", "CompactDatePickerStyle", "DatePicker",
    "DatePickerComponents", "DatePickerStyle", "DefaultDateProgressLabel", "DefaultDatePickerStyle", "DefaultGaugeStyle", "DefaultPickerStyle",
    "DefaultProgressViewStyle", "DefaultTextFieldStyle", "_TextFieldStyleLabel", "Gauge", "GaugeStyle", "GaugeStyleConfiguration",
    "InlinePickerStyle", "LinearCapacityGaugeStyle", "LinearProgressViewStyle", "MenuPickerStyle",
    "NavigationLinkPickerStyle", "Picker", "PickerStyle", "PlainTextFieldStyle", "ProgressViewStyle",
    "ProgressViewStyleConfiguration", "RoundedBorderTextFieldStyle", "SecureField", "SegmentedPickerStyle", "Slider",
    "Stepper", "TextEditor", "TextField", "TextFieldStyle",
    "datePickerStyle", "gaugeStyle", "labelsHidden", "pickerStyle", "progressViewStyle", "textFieldStyle",
    "DefaultTabLabel", "SafeAreaRegions", "Tab",
    "Canvas", "GraphicsContext", "Material",
    "ColorPicker", "DynamicViewContent", "EditButton", "EditMode", "PagingScrollTargetBehavior", "PresentationDetent",
    "ScrollTarget", "ScrollTargetBehavior", "ScrollTargetBehaviorContext", "SensoryFeedback",
    "ViewAlignedScrollTargetBehavior", "AnimationTimelineSchedule", "EveryMinuteTimelineSchedule",
    "ExplicitTimelineSchedule", "PeriodicTimelineSchedule", "TimelineSchedule", "TimelineScheduleMode", "TimelineView",
    "TimelineViewDefaultContext",
    "Anchor", "PreferenceKey",
    // Round 22: app structure, tables, search, focus, animatable data, shadows in styles.
    "App", "Scene", "SceneBuilder", "WindowGroup", "Settings", "ScenePhase", "ShadowStyle", "Table", "TableColumn",
    "TableColumnContent", "TableColumnBuilder", "TupleTableColumnContent", "SearchScopeActivation", "DismissSearchAction",
    "FocusedValueKey", "FocusedValues", "FocusedValue", "FocusedBinding", "Animatable", "AnimatableModifier",
    "AnimatablePair", "EmptyAnimatableData", "VectorArithmetic",
    // Free functions.
    "withAnimation", "withTransaction",
    // View methods.
    "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewContext",
    "accessibilityAction", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
    "accessibilityRepresentation", "onHover", "onContinuousHover", "HoverPhase",
    // Apple's Accessibility framework, which `import SwiftUI` brings: Audio Graphs' chart descriptors.
    "accessibilityChartDescriptor", "AXChartDescriptorRepresentable", "AXChartDescriptor", "AXDataAxisDescriptor",
    "AXNumericDataAxisDescriptor", "AXCategoricalDataAxisDescriptor", "AXDataSeriesDescriptor", "AXDataPoint",
    "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityRemoveTraits",
    "accessibilitySortPriority", "accessibilityValue", "alert", "alignmentGuide", "animation", "aspectRatio",
    "autocorrectionDisabled", "background", "bold", "border", "buttonStyle", "clipShape", "clipped",
    "confirmationDialog", "contentShape", "contentTransition", "contextMenu", "cornerRadius", "defaultAppStorage",
    "disabled", "dynamicTypeSize", "environment", "environmentObject", "fixedSize", "focused", "font",
    "fontWeight", "fontWidth", "foregroundColor", "foregroundStyle", "frame", "fullScreenCover", "gesture", "gridCellAnchor",
    "gridCellColumns", "gridCellUnsizedAxes", "gridColumnAlignment", "help", "highPriorityGesture", "id",
    "italic", "keyboardShortcut", "keyboardType", "layoutPriority", "layoutValue", "lineLimit",
    "matchedGeometryEffect", "modifier", "monospacedDigit", "multilineTextAlignment", "offset", "onAppear",
    "onChange", "onDisappear", "onLongPressGesture", "onReceive", "onSubmit", "onTapGesture", "opacity",
    "overlay", "padding", "popover", "preferredColorScheme", "refreshable", "rotationEffect", "scaleEffect",
    "scaledToFill", "scaledToFit", "scrollDismissesKeyboard", "searchable", "sheet", "simultaneousGesture",
    "statusBarHidden", "submitLabel", "swipeActions", "task", "textInputAutocapitalization", "tint",
    "transition", "allowsTightening", "backgroundStyle", "badge", "baselineOffset", "containerRelativeFrame",
    "contentMargins", "coordinateSpace", "fontDesign", "formStyle", "imageScale", "kerning", "lineSpacing",
    "listRowBackground", "listRowInsets", "listRowSeparator", "listSectionSeparator", "listStyle",
    "minimumScaleFactor", "monospaced", "navigationBarTitleDisplayMode", "navigationDestination",
    "navigationTitle", "scrollContentBackground", "scrollIndicators", "strikethrough", "symbolRenderingMode",
    "symbolVariant", "tabItem", "tag", "textCase", "textSelection", "toolbar", "tracking", "truncationMode",
    "underline", "blendMode", "blur", "brightness", "colorInvert", "colorMultiply", "compositingGroup", "contrast",
    "drawingGroup", "grayscale", "hidden", "hueRotation", "luminanceToAlpha", "mask", "position", "saturation",
    "shadow", "zIndex", "edgesIgnoringSafeArea", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding",
    "buttonBorderShape", "controlSize", "labelStyle", "labeledContentStyle", "toggleStyle",
    "presentationDetents", "presentationDragIndicator", "scrollPosition", "scrollTargetBehavior",
    "scrollTargetLayout", "sensoryFeedback", "scrollClipDisabled",
    "anchorPreference", "backgroundPreferenceValue", "onPreferenceChange", "overlayPreferenceValue", "preference",
    "transformAnchorPreference", "transformPreference", "transformEnvironment",
    "accessibility", "navigationBarTitle", "navigationBarItems", "navigationBarHidden", "searchSuggestions",
    "searchScopes", "searchCompletion", "focusedValue", "focusedSceneValue", "focusable", "rotation3DEffect",
    "transformEffect", "containerShape",
    // iOS 17's animators, springs, symbol effects and asset symbols; placeholders; the older size category.
    "PhaseAnimator", "PlaceholderContentView", "Keyframes", "KeyframeTrack", "KeyframeTrackContent", "LinearKeyframe",
    "CubicKeyframe", "SpringKeyframe", "MoveKeyframe", "KeyframeTimeline", "KeyframeAnimator", "KeyframesBuilder",
    "KeyframeTrackContentBuilder", "Spring", "UnitCurve", "AnimationCompletionCriteria", "SymbolEffect",
    "IndefiniteSymbolEffect", "DiscreteSymbolEffect", "TransitionSymbolEffect", "ContentTransitionSymbolEffect",
    "BounceSymbolEffect", "PulseSymbolEffect", "ScaleSymbolEffect", "AppearSymbolEffect", "DisappearSymbolEffect",
    "BreatheSymbolEffect", "RotateSymbolEffect", "WiggleSymbolEffect", "VariableColorSymbolEffect",
    "ReplaceSymbolEffect", "SymbolEffectOptions", "ColorResource", "ImageResource", "RedactionReasons",
    "ContentSizeCategory", "phaseAnimator", "keyframeAnimator", "symbolEffect", "symbolEffectsRemoved", "redacted",
    "unredacted", "privacySensitive", "FillShapeStyle", "SeparatorShapeStyle",
    "PlaceholderTextShapeStyle", "LinkShapeStyle",
    // iOS 18.
    "MeshGradient",
    // Group boxes, gestures' compositions, hit testing.
    "GroupBox", "GroupBoxStyle", "GroupBoxStyleConfiguration", "DefaultGroupBoxStyle", "groupBoxStyle", "SpatialTapGesture",
    "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture", "_MapGesture", "allowsHitTesting",
]
// Easel's additions to SwiftUI's types (members, which the check below does not see) are listed in the
// sentence under the table of docs/swiftui-compatibility.md: `ImageRenderer.safeAreaInsets` (the device's
// safe area) among them.

/// The public top-level names and `View` methods declared in the Swift files under `folder`.
private func publicNames(in folder: URL) throws -> Set<String> {
    let declaration = try Regex(#"^public (?:final )?(?:struct|enum|class|protocol|typealias|func|let|var|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
    let method = try Regex(#"^    public (?:static )?func ([A-Za-z_][A-Za-z0-9_]*)"#)
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    for file in files {
        var inViewExtension = false
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("extension View ") || line.hasPrefix("public extension View ") { inViewExtension = true }
            if line.hasPrefix("}") { inViewExtension = false }
            if let match = line.firstMatch(of: declaration) ?? (inViewExtension ? line.firstMatch(of: method) : nil),
               let name = match.output[1].substring {
                names.insert(String(name))
            }
        }
    }
    return names
}

/// The names in the first column of the additions table of docs/swiftui-compatibility.md (rows whose
/// first cell is a name in backquotes).
private func documentedAdditions(in page: String) throws -> Set<String> {
    let row = try Regex(#"^\| `([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?` \|"#)
    return Set(page.split(separator: "\n").compactMap { line in line.firstMatch(of: row)?.output[1].substring.map(String.init) })
}

@Suite struct PublicNamesTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @MainActor @Test func easelAddsOnlyTheDocumentedNames() throws {
        var declared: Set<String> = []
        for module in umbrellaModules {
            declared.formUnion(try publicNames(in: root.appendingPathComponent("Sources/\(module)", isDirectory: true)))
        }
        let page = try String(contentsOf: root.appendingPathComponent("docs/swiftui-compatibility.md"), encoding: .utf8)
        let documented = try documentedAdditions(in: page)
        let additions = declared.subtracting(swiftUINames)
        #expect(additions.subtracting(documented).sorted() == [], "public names neither SwiftUI's nor documented")
        #expect(documented.subtracting(additions).sorted() == [], "documented additions no longer declared")
    }

    @MainActor @Test func imageRenderersAdditionsAreDocumented() throws {
        // SwiftUI's ImageRenderer has content, proposedSize, scale, isOpaque, colorMode and the images; every
        // other member Easel declares (assetsDirectory, pngCompression, …) is named in the compatibility page.
        let swiftUIMembers: Set = ["content", "proposedSize", "scale", "isOpaque", "colorMode", "cgImage", "uiImage", "nsImage", "render"]
        let member = try Regex(#"^    public (?:var|func) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var members: Set<String> = []
        for file in ["ImageRenderer.swift", "ImageRendererAccessibility.swift"] {
            let source = try String(contentsOf: root.appendingPathComponent("Sources/EaselRender/Output/\(file)"), encoding: .utf8)
            for line in source.split(separator: "\n") {
                if let name = line.firstMatch(of: member)?.output[1].substring { members.insert(String(name)) }
            }
        }
        let page = try String(contentsOf: root.appendingPathComponent("docs/swiftui-compatibility.md"), encoding: .utf8)
        let undocumented = members.subtracting(swiftUIMembers).filter { !page.contains("`\($0)`") && !page.contains("`\($0)(") }
        #expect(undocumented.sorted() == [], "ImageRenderer members neither SwiftUI's nor in docs/swiftui-compatibility.md")
        #expect(members.contains("assetsDirectory"))
    }

    @MainActor @Test func theSeedLayoutsAreNotInTheUmbrella() throws {
        var declared: Set<String> = []
        for module in umbrellaModules {
            declared.formUnion(try publicNames(in: root.appendingPathComponent("Sources/\(module)", isDirectory: true)))
        }
        for name in ["Rank", "rank", "RadialLayout", "FlowLayout", "CircleLayout", "CornerLayout", "EqualWidthHStack",
                     "EqualWidthVStack", "LinearLayout", "LinearStack"] {
            #expect(!declared.contains(name), "\(name) is declared in a module `import Easel` brings")
        }
    }
}
