import Foundation

/// The animatable properties every view has, declared once: the name UIKit gives each, the layer key path that
/// names the same state (a view and its layer are one state), the bit that marks it animating, and whether a
/// change calls for layout. The view's stores, its presentation read, the inspector and explicit animations on a
/// view's layer read this table.
///
/// ```swift
/// ViewProperty.center.layerKeyPath     // "position": BasicAnimation(keyPath: "position") moves view.center's layer
/// ViewProperty(layerKeyPath: "opacity") // .alpha
/// ```
nonisolated enum ViewProperty: Int, CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor, cornerRadius, borderWidth, borderColor

    /// The view's name for it (UIView).
    var name: String {
        switch self {
        case .center: "center"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "alpha"
        case .backgroundColor: "backgroundColor"
        case .cornerRadius: "cornerRadius"
        case .borderWidth: "borderWidth"
        case .borderColor: "borderColor"
        }
    }

    /// The layer's name for the same state (CALayer), a key path in `LayerProperty`'s table.
    var layerKeyPath: String {
        switch self {
        case .center: "position"
        case .alpha: "opacity"
        default: name
        }
    }

    /// The property a layer key path names, when a view has it.
    init?(layerKeyPath: String) {
        guard let p = ViewProperty.allCases.first(where: { $0.layerKeyPath == layerKeyPath }) else { return nil }
        self = p
    }

    /// Its bit in a view's set of animating properties.
    var bit: UInt8 { 1 << UInt8(rawValue) }

    /// Whether a change of it lays the view out again.
    var affectsLayout: Bool { self == .bounds }
}
