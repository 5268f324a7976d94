import AppSettings
import FeatureKit
import Foundation
import Persistence
import SystemKit

/// The command line the app runs with once its settings are read: the words typed, then, for
/// every setting they leave unset, the words its value from the environment or a config file
/// stands for (`--contacts-url URL`), so that one parser checks every value whatever its source.
/// Files, highest first: the one `--config` names (else `mosaic.json` or `mosaic.yaml` in the
/// data folder), then the file shipped for the environment (`Environments/dev.json` …), which
/// the settings themselves choose (`--env`, `APP_ENV`, `env` in the file).
struct AppSettingsReading: Sendable {
    /// The words to parse: those typed, then the settings' own.
    let words: [String]
    let settings: ResolvedSettings
    /// Which flags came from a setting rather than the command line, by flag spelling.
    let settingsByFlag: [String: ResolvedSetting]

    /// The words `arguments` were, with nothing added: when they cannot be read as a command line,
    /// the parser says so as before.
    static func typed(_ arguments: [String]) -> AppSettingsReading {
        AppSettingsReading(words: arguments, settings: .none, settingsByFlag: [:])
    }

    static func read(arguments: [String], environment: [String: String]) async -> AppSettingsReading {
        let options = AppCommand.commandLineOptions + FeatureCommandLine.commandLineOptions
        guard let typedValues = try? CommandLineParser.parse(arguments, options: options) else { return typed(arguments) }
        let flags = AppSettingFlags.all
        let keys = flags.map(\.key) + AppToggles.settingKeys
        var commandLine: [String: String] = [:]
        for flag in flags { commandLine[flag.key.name] = flag.text(in: typedValues) }
        var sources = SettingsSources(
            commandLine: commandLine, environment: environment, files: personFiles(typedValues, environment: environment))
        var settings = await SettingsResolver.resolve(keys, from: sources)
        if let environmentName = settings["env"]?.text.lowercased(), let defaults = environmentDefaults(environmentName) {
            sources.files.append(defaults)
            settings = await SettingsResolver.resolve(keys, from: sources)
        }
        var words = arguments
        var settingsByFlag: [String: ResolvedSetting] = [:]
        for flag in flags {
            guard let setting = settings[flag.key.name], setting.source != .commandLine else { continue }
            words += flag.words(for: setting.text)
            settingsByFlag[flag.option.spelling] = setting
        }
        return AppSettingsReading(words: words, settings: settings, settingsByFlag: settingsByFlag)
    }

    /// These words without the ones the setting behind `flag` added: used when that value is refused.
    func leavingOut(_ flag: String) -> AppSettingsReading {
        var words = self.words
        if let index = words.lastIndex(of: flag), settingsByFlag[flag] != nil {
            let valueFollows = index + 1 < words.count && !words[index + 1].hasPrefix("--")
            words.removeSubrange(index...(valueFollows ? index + 1 : index))
        }
        var settingsByFlag = self.settingsByFlag
        settingsByFlag[flag] = nil
        return AppSettingsReading(words: words, settings: settings, settingsByFlag: settingsByFlag)
    }

    /// The person's config file: `--config`'s, which must be there, else one in the data folder if any.
    private static func personFiles(_ values: CommandLineValues, environment: [String: String]) -> [SettingsSources.File] {
        if let path = values.string("config") { return [SettingsSources.File(path: path, source: .file(path: path))] }
        guard !values.isSet("in-memory") else { return [] }
        let folder =
            (values.string("data-dir") ?? environment[SettingKey("data.dir", kind: .text).environmentVariable])
            .map { URL(fileURLWithPath: $0) }
            ?? DatabaseLocation.defaultDirectory(appFolder: AppVersion.dataFolderName, environment: environment)
        return ["mosaic.json", "mosaic.yaml", "mosaic.yml"].map { name in
            let path = folder.appendingPathComponent(name).path
            return SettingsSources.File(path: path, source: .file(path: path), mustExist: false)
        }
    }

    /// The file the app ships for `environment` (`dev`, `qc`, `prod`), when it is one of those.
    private static func environmentDefaults(_ environment: String) -> SettingsSources.File? {
        guard ["dev", "qc", "prod"].contains(environment), let folder = environmentsFolder else { return nil }
        let path = folder.appendingPathComponent("\(environment).json").path
        return SettingsSources.File(path: path, source: .environmentDefaults(environment: environment))
    }

    /// `Environments/` among the app's resources: beside the executable, else in the module's bundle.
    static var environmentsFolder: URL? {
        let resources = ExecutableFolder.resources(named: "App_AppComposition") ?? Bundle.module.resourceURL
        return resources?.appendingPathComponent("Environments", isDirectory: true)
    }
}
