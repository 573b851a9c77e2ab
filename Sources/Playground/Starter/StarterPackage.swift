import Foundation
import PlaygroundHost

/// The starter package: `Examples/MyFirstAnimation` of the playground's source checkout, written anew under
/// another name, depending on that checkout by path (what `playground new NAME` does).
///
/// ```swift
/// let starter = try StarterPackage(name: "Bounce")
/// let folder = try starter.write(into: "/home/me/code")    // /home/me/code/Bounce, ready for swift run / test
/// ```
public struct StarterPackage {
    /// The template's name, replaced by `name` in paths and contents.
    public static let templateName = "MyFirstAnimation"

    /// The new package's name (a Swift identifier).
    public let name: String
    /// The playground checkout the package depends on.
    public let playgroundRoot: String

    /// A starter called `name` depending on `playgroundRoot` (this program's source checkout by default).
    public init(name: String, playgroundRoot: String? = nil) throws {
        try StarterPackage.checkName(name)
        self.name = name
        self.playgroundRoot = playgroundRoot ?? StarterPackage.sourceCheckout
    }

    /// Refuses, in one line, a name the package could not build with: not an identifier, a Swift keyword, or
    /// the name of a module it would meet (its own three are `NAME`, `NAMEApp` and `NAMETests`).
    public static func checkName(_ name: String) throws {
        guard let first = name.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first), name.count <= 64,
              name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") })
        else {
            throw PlaygroundError.badArgument("bad package name '\(name)': expected a Swift identifier of ASCII letters, digits and '_' (at most 64), starting with a letter")
        }
        if swiftKeywords.contains(name) {
            throw PlaygroundError.badArgument("bad package name '\(name)': it is a Swift keyword; choose another name, e.g. \(name.prefix(1).uppercased() + name.dropFirst())Scene")
        }
        for module in [name, name + "App", name + "Tests"] where reservedModules.contains(module) {
            throw PlaygroundError.badArgument("bad package name '\(name)': its module \(module) would clash with the module of that name the package builds with; choose another name")
        }
    }

    /// Swift's keywords (and the names that act as one where a type is expected).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async",
        "actor", "some", "any", "Any", "Self", "Type", "Protocol", "consume", "copy", "borrowing", "consuming",
        "discard", "each", "macro", "package", "nonisolated", "isolated", "sending",
    ]

    /// Every module a starter package builds beside its own: this package's targets, its dependencies' modules
    /// and the toolchain's.
    static let reservedModules: Set<String> = [
        // This package (Package.swift: every target, test targets too; a test keeps this list whole).
        "AnimationPlayground", "Motion", "Views", "Rendering", "PlaygroundHost", "PlaygroundBench", "Playground", "PlaygroundTesting",
        "PlaygroundSnapshotTesting", "Demos", "PlaygroundApp", "FuzzScript", "TestSupport", "CSDL2", "CCairo",
        "CPixman", "CPixelKernels", "CAllocCounter", "CBenchReference", "CProcessControl", "MotionTests", "ViewsTests", "RenderingTests",
        "PlaygroundTests", "PlaygroundTestingTests", "DemosTests", "PlaygroundAppTests",
        // Its dependencies.
        "ArgumentParser", "ArgumentParserToolInfo", "SnapshotTesting", "InlineSnapshotTesting", "SwiftSyntax",
        "SwiftParser", "SwiftSyntaxBuilder", "SwiftBasicFormat", "SwiftDiagnostics", "SwiftParserDiagnostics",
        "SwiftOperators", "SwiftIDEUtils", "SwiftSyntaxMacros", "SwiftCompilerPlugin", "IssueReporting",
        "IssueReportingTestSupport", "CustomDump", "XCTestDynamicOverlay",
        // The toolchain's.
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl", "XCTest", "Testing", "Synchronization",
        "Observation", "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "SwiftGlibc", "SwiftShims",
    ]

    /// The source checkout this module was built from.
    public static var sourceCheckout: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The template folder.
    var templateFolder: String { playgroundRoot + "/Examples/" + StarterPackage.templateName }

    /// The template's files (relative paths), build products and local state left out.
    func templateFiles() throws -> [String] {
        let fm = FileManager.default
        guard fm.fileExists(atPath: templateFolder + "/Package.swift") else {
            throw PlaygroundError.badArgument("cannot find the starter template at \(templateFolder) (the playground's source checkout)")
        }
        guard let walker = fm.enumerator(atPath: templateFolder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let top = relative.split(separator: "/").first.map(String.init) ?? relative
            if [".build", ".swiftpm", "Package.resolved"].contains(top) || top.hasPrefix(".build") {
                walker.skipDescendants()
                continue
            }
            if relative.hasSuffix(".actual.png") || relative.hasSuffix(".expected.png") || relative.hasSuffix(".diff.png") {
                continue
            }
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: templateFolder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// The contents of a template file for this package: the template's name replaced, and the manifest's
    /// path to the playground made absolute.
    func contents(of relative: String) throws -> Data {
        let data = try Data(contentsOf: URL(fileURLWithPath: templateFolder + "/" + relative))
        guard !relative.hasSuffix(".png"), var text = String(data: data, encoding: .utf8) else { return data }
        text = text.replacingOccurrences(of: StarterPackage.templateName, with: name)
        if relative == "Package.swift" {
            text = text.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(playgroundRoot)\"")
        }
        return Data(text.utf8)
    }

    /// Writes the package into `directory`/`name`, which must not exist yet (or be empty); returns its path.
    /// Nothing is left behind when writing fails.
    @discardableResult
    public func write(into directory: String) throws -> String {
        let fm = FileManager.default
        try OutputPaths.checkDirectory(directory, hint: " (--path names the folder the package goes in)")
        let target = (directory as NSString).appendingPathComponent(name)
        if fm.fileExists(atPath: target), !((try? fm.contentsOfDirectory(atPath: target))?.isEmpty ?? false) {
            throw PlaygroundError.cannotWrite(path: target, reason: "it already exists and is not empty")
        }
        let files = try templateFiles()
        let staging = (directory as NSString).appendingPathComponent(".\(name).partial-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            for relative in files {
                let destination = staging + "/" + relative.replacingOccurrences(of: StarterPackage.templateName, with: name)
                try fm.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                       withIntermediateDirectories: true)
                try contents(of: relative).write(to: URL(fileURLWithPath: destination))
            }
            if fm.fileExists(atPath: target) { try fm.removeItem(atPath: target) }
            try fm.moveItem(atPath: staging, toPath: target)
        } catch let error as PlaygroundError {
            try? fm.removeItem(atPath: staging)
            throw error
        } catch {
            try? fm.removeItem(atPath: staging)
            throw PlaygroundError.cannotWrite(path: target, reason: (error as NSError).localizedDescription)
        }
        return target
    }
}
