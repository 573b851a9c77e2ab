// swift-tools-version:6.2
import PackageDescription

// A scene of your own on the Animation Playground: `swift run` opens it in the window, `swift test` checks it.
let package = Package(
    name: "MyFirstAnimation",
    dependencies: [
        .package(name: "AnimationPlayground", path: "../.."),
    ],
    targets: [
        // The scene: only the view tree (Views).
        .target(name: "MyFirstAnimation",
                dependencies: [.product(name: "Views", package: "AnimationPlayground")],
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The program: the playground's window and commands on your scenes.
        .executableTarget(name: "MyFirstAnimationApp",
                          dependencies: ["MyFirstAnimation", .product(name: "Playground", package: "AnimationPlayground")],
                          swiftSettings: [.defaultIsolation(MainActor.self)]),
        // The tests: the scene tester on a virtual clock, and golden images.
        // Its golden images (__Snapshots__) are read from the source tree, not bundled: excluded, so SwiftPM does
        // not warn about files it does not know what to do with.
        .testTarget(name: "MyFirstAnimationTests",
                    dependencies: ["MyFirstAnimation", .product(name: "PlaygroundTesting", package: "AnimationPlayground")],
                    exclude: ["__Snapshots__"],
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
    ],
    swiftLanguageModes: [.v6]
)
