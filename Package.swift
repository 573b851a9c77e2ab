// swift-tools-version:6.2
import PackageDescription

// Release builds skip the run-time exclusivity checks on class properties (the debug builds the tests run keep
// them): on the per-frame path of the view tree each check cost a thread-local look-up.
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
// The view tree, like UIKit's, lives on the main actor: every module above Motion defaults to it.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
    name: "AnimationPlayground",
    products: [
        // The engine: timing, springs, the view tree, animators, gestures, controllers, transitions.
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Views", targets: ["Views"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        // The headless host: the frame pipeline and driver, scripts, the scene catalogue (what testers build on).
        .library(name: "PlaygroundHost", targets: ["PlaygroundHost"]),
        // The host: window, overlay, inspector and the command line, on the scenes you give it.
        .library(name: "Playground", targets: ["Playground"]),
        // The scene tester and golden images, for Swift Testing and XCTest.
        .library(name: "PlaygroundTesting", targets: ["PlaygroundTesting"]),
        // A swift-snapshot-testing strategy: only those who use it pull that package in.
        .library(name: "PlaygroundSnapshotTesting", targets: ["PlaygroundSnapshotTesting"]),
        // The built-in demos, to show beside your own scenes.
        .library(name: "Demos", targets: ["Demos"]),
        .executable(name: "playground", targets: ["PlaygroundApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C shims: only Rendering and Playground (its window) import them.
        // No pkgConfig for SDL2: its cflags carry -D_REENTRANT, which SwiftPM refuses from a pkg-config file and
        // warns about on every build (of this package and of every package that depends on it). The shim includes
        // <SDL2/…> from the system include path, and SDL's own headers include each other by quoted name, so
        // the -I/usr/include/SDL2 pkg-config would add is not needed (and _REENTRANT does nothing on glibc).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // pixman, cairo's rasterizer: the compositor blits backing stores with it directly (no allocation).
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // Pure Swift: time, display links, timing curves, springs, geometry, interpolation.
        .target(name: "Motion", swiftSettings: releaseSpeed),
        // Pure Swift: the view tree, animators, block and keyframe animations, layer timing, touches.
        .target(name: "Views", dependencies: ["Motion"], swiftSettings: releaseSpeed + mainActor),
        // Composites the presentation tree into an ARGB framebuffer: cairo, blur, text (SDL2_ttf), images, PNG.
        .target(name: "Rendering", dependencies: ["Views", "CCairo", "CPixman", "CSDL2", "CPixelKernels"],
                swiftSettings: releaseSpeed + mainActor),
        // The headless host: the frame pipeline (input → frames → composite) and its driver on a virtual clock,
        // scripts, the scene catalogue, time control, output files. No window, no SDL, no command line: the
        // scene tester, traces, compare and watch mode's child build on it. Knows no demo.
        .target(name: "PlaygroundHost", dependencies: ["Views", "Rendering", "CProcessControl"], swiftSettings: releaseSpeed),
        // The bench: every case's frame times, allocations and the probes, on the headless host.
        .target(name: "PlaygroundBench", dependencies: ["PlaygroundHost", "Views", "Rendering", "CBenchReference"],
                swiftSettings: releaseSpeed),
        // The host on top: the SDL window and vsync loop, input translation, the overlay (badge, help, inspector),
        // the launcher, recording and the command line. Its command-line types are nonisolated
        // (swift-argument-parser's protocols are); everything that touches views is @MainActor.
        .target(name: "Playground",
                dependencies: ["PlaygroundHost", "PlaygroundBench", "Views", "Rendering", "CSDL2",
                               .product(name: "ArgumentParser", package: "swift-argument-parser")],
                swiftSettings: releaseSpeed),
        // The scene tester and golden-image comparison (pixelmatch, __Snapshots__ folders, record modes): on the
        // headless host only, so a package's tests pull in neither SDL nor the command line.
        .target(name: "PlaygroundTesting", dependencies: ["PlaygroundHost", "Rendering", "Views"], swiftSettings: mainActor),
        .target(name: "PlaygroundSnapshotTesting",
                dependencies: ["PlaygroundTesting", "PlaygroundHost", "Rendering", "Views",
                               .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                swiftSettings: mainActor),
        // The seed demos and the gallery.
        .target(name: "Demos", dependencies: ["Views"], swiftSettings: releaseSpeed + mainActor),
        // Counts heap allocations per thread (the executable's malloc family forwards to glibc's): the bench's
        // allocations per frame.
        .target(name: "CAllocCounter"),
        // prctl, pipe2 and posix_spawn's chdir for watch mode's processes (variadic or GNU-only in C).
        .target(name: "CProcessControl"),
        // The backdrop blur's innermost loop, in C for the compiler to vectorize.
        .target(name: "CPixelKernels", cSettings: [.unsafeFlags(["-O3"])]),
        // The bench's reference for the animation core: the same work as a plain C loop over arrays.
        .target(name: "CBenchReference", cSettings: [.unsafeFlags(["-O2"])]),
        // `playground`: the built-in demos on the host.
        .executableTarget(name: "PlaygroundApp", dependencies: ["Playground", "PlaygroundHost", "PlaygroundBench", "Demos", "Views", "CAllocCounter"],
                          swiftSettings: releaseSpeed + mainActor),
        // The fuzz target of the script parser and the command line's number parsing (`make fuzz`); built
        // plainly it replays the inputs it is given.
        .executableTarget(name: "FuzzScript", dependencies: ["PlaygroundHost"]),
        // Helpers every test target shares: a fresh world per test (`@Suite(.world)`), a seeded generator.
        .target(name: "TestSupport", dependencies: ["Views", "Rendering"], path: "Tests/Support", swiftSettings: mainActor),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "ViewsTests", dependencies: ["TestSupport", "Views"], swiftSettings: mainActor),
        .testTarget(name: "RenderingTests", dependencies: ["TestSupport", "Rendering", "Views", "PlaygroundTesting", "CPixelKernels"],
                    exclude: ["__Snapshots__"], swiftSettings: mainActor),
        .testTarget(name: "PlaygroundTests", dependencies: ["TestSupport", "Playground", "PlaygroundHost", "PlaygroundBench", "PlaygroundTesting", "Rendering"],
                    exclude: ["__Snapshots__", "FuzzCorpus"], swiftSettings: mainActor),
        .testTarget(name: "PlaygroundTestingTests", dependencies: ["TestSupport", "PlaygroundTesting", "PlaygroundSnapshotTesting", "PlaygroundHost", "Rendering"],
                    exclude: ["__Snapshots__"], swiftSettings: mainActor),
        .testTarget(name: "DemosTests", dependencies: ["TestSupport", "Demos", "Playground", "PlaygroundHost", "PlaygroundBench", "PlaygroundTesting", "Rendering"],
                    exclude: ["__Snapshots__"], swiftSettings: mainActor),
        .testTarget(name: "PlaygroundAppTests", dependencies: ["TestSupport", "PlaygroundApp", "Playground", "PlaygroundHost", "PlaygroundTesting"],
                    swiftSettings: mainActor),
    ],
    swiftLanguageModes: [.v6]
)
