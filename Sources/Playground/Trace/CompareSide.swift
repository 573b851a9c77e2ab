import Foundation
import PlaygroundHost
import Views

/// One side of `playground compare`: a trace file, a scene, or a parameter set the compared scene declares.
///
/// ```swift
/// try CompareSide.parse("smooth", scene: SpringScene.self, catalog: catalog)       // .run(spring, "smooth")
/// try CompareSide.parse("golden.trace", scene: SpringScene.self, catalog: catalog) // .trace(…)
/// try CompareSide.parse("bloq", scene: SpringScene.self, catalog: catalog)         // .run(bloq, nil)
/// ```
@MainActor
enum CompareSide {
    case trace(MotionTrace, path: String)
    case run(Scene.Type, parameterSet: String?)

    /// Reads `text`: an existing file (or a name ending in .trace) is a trace; otherwise a parameter set of
    /// `scene`, else a scene of `catalog`.
    static func parse(_ text: String, argument: String, scene: Scene.Type, catalog: SceneCatalog) throws -> CompareSide {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: text, isDirectory: &isDirectory)
        if (exists && !isDirectory.boolValue) || text.hasSuffix(".trace") {
            do { return .trace(try MotionTrace.load(path: text), path: text) } catch {
                throw PlaygroundError.badArgument("\(argument) \(error)")
            }
        }
        if Scene.parameterSetNames(of: scene).contains(text) { return .run(scene, parameterSet: text) }
        if let other = catalog.scene(named: text) { return .run(other, parameterSet: nil) }
        let sets = Scene.parameterSetNames(of: scene)
        throw PlaygroundError.badArgument("\(argument) \(text): not a trace file, "
            + (sets.isEmpty ? "a parameter set of '\(scene.name)' (it declares none)"
                            : "a parameter set of '\(scene.name)' (\(sets.joined(separator: ", ")))")
            + " or a scene (\(catalog.names.joined(separator: ", ")))")
    }

    /// How the side is named in output: "spring (smooth)", "golden.trace".
    var title: String {
        switch self {
        case .trace(_, let path): (path as NSString).lastPathComponent
        case .run(let scene, let set): set.map { "\(scene.name) (\($0))" } ?? scene.name
        }
    }
}
