import Configuration
import Foundation
import SystemPackage

/// A config file as one layer of the settings: read, checked against the keys the app knows,
/// and — only when nothing in it is wrong — a swift-configuration file provider over its values.
/// A file with a mistake is not used at all (the app starts on what the other layers say), and
/// every mistake is said with its line.
struct SettingsFileLayer: Sendable {
    let source: SettingSource
    let provider: (any ConfigProvider)?
    let problems: [SettingsProblem]

    /// The file at `path`, checked against `keys`; `mustExist` false lets a missing file be no layer.
    static func load(path: String, source: SettingSource, keys: [SettingKey], mustExist: Bool) async -> SettingsFileLayer {
        let place = (path as NSString).lastPathComponent
        func refused(_ problems: [SettingsProblem]) -> SettingsFileLayer {
            SettingsFileLayer(source: source, provider: nil, problems: problems)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            if !mustExist && !FileManager.default.fileExists(atPath: path) { return refused([]) }
            return refused([SettingsProblem(place: place, text: Self.unreadableReason(path))])
        }
        guard let text = String(validatingUTF8Data: data) else {
            return refused([SettingsProblem(place: place, text: "it is not UTF-8 text")])
        }
        let format = SettingsFileFormat(path: path, text: text)
        let outline: SettingsFileOutline
        do {
            outline = try format.outline(of: text)
        } catch {
            return refused([SettingsProblem(place: place, line: error.line, text: error.text)])
        }
        var problems = SettingsFileCheck.unknownKeys(in: outline, known: keys, place: place)
        let provider: any ConfigProvider
        do {
            provider = try await fileProvider(format: format, path: path)
        } catch {
            return refused(problems + [SettingsProblem(place: place, text: "it cannot be read as a config file (\(error))")])
        }
        problems += SettingsFileCheck.wrongValues(in: provider, outline: outline, known: keys, place: place)
        return problems.isEmpty ? SettingsFileLayer(source: source, provider: provider, problems: []) : refused(problems)
    }

    private static func fileProvider(format: SettingsFileFormat, path: String) async throws -> any ConfigProvider {
        switch format {
        case .json: try await FileProvider<JSONSnapshot>(filePath: FilePath(path))
        case .yaml: try await FileProvider<YAMLSnapshot>(filePath: FilePath(path))
        }
    }

    private static func unreadableReason(_ path: String) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "there is no such file" }
        return isFolder.boolValue ? "it is a folder, not a file" : "it cannot be read (permissions?)"
    }
}

extension String {
    fileprivate init?(validatingUTF8Data data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        self = text
    }
}
