import Foundation

/// Runs the built `playground` executable as a subprocess.
enum PlaygroundBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    }

    /// The executable: next to the test bundle, else in the package's `.build/debug`.
    static let url: URL? = {
        var candidates: [URL] = []
        if let test = Bundle.main.executableURL {
            candidates.append(test.deletingLastPathComponent().appendingPathComponent("playground"))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("playground"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("playground"))
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/playground"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private nonisolated final class DataBox: @unchecked Sendable { var data = Data() }

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        guard let url else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain stderr in the background while reading stdout, so a full pipe cannot block the child.
        let errBox = DataBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self))
    }
}
