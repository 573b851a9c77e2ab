import Foundation

/// A scene that declares named sets of parameters, so the same motion can be compared with two settings
/// (`playground compare spring --a bouncy --b smooth`) or tested under each.
///
/// ```swift
/// final class SpringScene: Scene, ParameterizedScene {
///     struct Parameters: Sendable { var dampingRatio: CGFloat }
///     static let parameterSets: KeyValuePairs<String, Parameters> = [
///         "bouncy": Parameters(dampingRatio: 0.35), "smooth": Parameters(dampingRatio: 0.9)]
///     var parameters = Parameters(dampingRatio: 0.35)   // read when the animation starts
/// }
///
/// let scene = SpringScene()
/// scene.useParameterSet(named: "smooth")                // true; parameters.dampingRatio == 0.9
/// SpringScene.parameterSetNames                         // ["bouncy", "smooth"], in declaration order
/// ```
///
/// A host applies a set right after the scene has loaded and before any input, so the scene reads its
/// `parameters` when it starts an animation (or re-lays itself out in `parameters`' `didSet`).
public protocol ParameterizedScene: Scene {
    associatedtype Parameters
    /// The named sets, in the order they are listed.
    static var parameterSets: KeyValuePairs<String, Parameters> { get }
    /// The parameters in use (the scene's own default until a set is applied).
    var parameters: Parameters { get set }
}

extension ParameterizedScene {
    /// The names of the declared sets, in declaration order.
    public static var parameterSetNames: [String] { parameterSets.map(\.key) }

    /// Uses the set `name`; false (nothing changed) when the scene declares no such set.
    @discardableResult
    public func useParameterSet(named name: String) -> Bool {
        guard let set = Self.parameterSets.first(where: { $0.key == name }) else { return false }
        parameters = set.value
        return true
    }
}

extension Scene {
    /// The parameter sets `type` declares (none when it is not a `ParameterizedScene`).
    ///
    /// ```swift
    /// Scene.parameterSetNames(of: SpringScene.self)   // ["bouncy", "smooth"]
    /// ```
    public static func parameterSetNames(of type: Scene.Type) -> [String] {
        (type as? any ParameterizedScene.Type)?.parameterSetNames ?? []
    }

    /// Applies the parameter set `name` when this scene declares it; returns whether it did.
    @discardableResult
    public func applyParameterSet(named name: String) -> Bool {
        (self as? any ParameterizedScene)?.useParameterSet(named: name) ?? false
    }
}
