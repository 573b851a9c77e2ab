import Foundation
import Views

/// Finds the Assets/ folder: $PLAYGROUND_ASSETS, next to the executable's package, the working
/// directory, or the source checkout this module was built from.
///
/// ```swift
/// let font = try AssetLocator.path("Fonts/wqy-microhei.ttc")   // throws, naming what it looked for, if absent
/// AssetLocator.directory                                       // the Assets/ folder found, or nil
/// ```
public enum AssetLocator {
    /// The assets folder, or nil when none exists.
    public static let directory: String? = {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["PLAYGROUND_ASSETS"] { candidates.append(env) }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path
        candidates.append(source)
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Fonts") }
    }()

    /// The path of a file inside Assets/, or an error naming what was looked for.
    public static func path(_ relative: String) throws -> String {
        guard let directory else {
            throw RenderingError.missingAsset(name: relative, searched: "an Assets/ folder (set PLAYGROUND_ASSETS)")
        }
        let path = directory + "/" + relative
        guard FileManager.default.fileExists(atPath: path) else { throw RenderingError.missingFile(path: path) }
        return path
    }
}
