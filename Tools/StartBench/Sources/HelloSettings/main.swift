import AppSettings
import Foundation

// hello-foundation's work, plus the app's settings read the way its launch reads them: every
// key the app knows, resolved through AppSettings (swift-configuration's providers) from the
// process environment and the JSON config file named by the one argument. Exits 1 when the
// file or a variable has a mistake, so that a bench on a file that was not used fails.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: hello-settings CONFIG.json\n".utf8))
    exit(64)
}
let configPath = CommandLine.arguments[1]
let sources = SettingsSources(
    environment: ProcessInfo.processInfo.environment,
    files: [SettingsSources.File(path: configPath, source: .file(path: configPath))]
)
let settings = await SettingsResolver.resolve(BaselineSettingKeys.all, from: sources)
guard settings.problems.isEmpty else {
    FileHandle.standardError.write(Data(settings.problems.map { "\($0)\n" }.joined().utf8))
    exit(1)
}

let now = Date()
let timestamp = ISO8601DateFormatter().string(from: now)
let longDate = DateFormatter()
longDate.locale = Locale(identifier: "en_US")
longDate.dateStyle = .long
longDate.timeStyle = .none
print(
    "Hello from Foundation: \(timestamp) (\(longDate.string(from: now))); "
        + "\(settings.values.count) of \(BaselineSettingKeys.all.count) settings set")
