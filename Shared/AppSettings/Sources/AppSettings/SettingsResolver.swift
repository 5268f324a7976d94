import Configuration

/// Reads every known setting through swift-configuration's providers, one per layer, in order
/// of precedence — command line, `APP_…` variables, older variables, config files — keeping the
/// first value found and the layer it came from. A variable with a value of the wrong kind is
/// said and passed over; a config file with any mistake is said and not used.
///
/// When nothing outside the command line can give a value — no config file to read, no `APP_…`
/// variable, no older variable — the command line's values are taken as they are, and no
/// provider is built: the same settings, for less of the start (most launches are such).
public enum SettingsResolver {
    public static func resolve(_ keys: [SettingKey], from sources: SettingsSources) async -> ResolvedSettings {
        if sources.holdsOnlyCommandLine(for: keys) { return commandLineOnly(keys, sources.commandLine) }
        return await resolveThroughProviders(keys, from: sources)
    }

    /// The command line's values, each under its key, from the command line.
    static func commandLineOnly(_ keys: [SettingKey], _ flags: [String: String]) -> ResolvedSettings {
        var values: [String: ResolvedSetting] = [:]
        for key in keys {
            guard let text = flags[key.name] else { continue }
            values[key.name] = ResolvedSetting(key: key, text: text, source: .commandLine)
        }
        return ResolvedSettings(values: values, problems: [])
    }

    /// Every layer through swift-configuration's providers.
    static func resolveThroughProviders(_ keys: [SettingKey], from sources: SettingsSources) async -> ResolvedSettings {
        var layers = [commandLineLayer(keys, sources.commandLine)] + environmentLayers(keys, sources.environment)
        var problems: [SettingsProblem] = []
        var unusedFiles: [String] = []
        for file in sources.files {
            let layer = await SettingsFileLayer.load(path: file.path, source: file.source, keys: keys, mustExist: file.mustExist)
            problems += layer.problems
            if !layer.problems.isEmpty { unusedFiles.append(file.path) }
            if let provider = layer.provider { layers.append(Layer(source: file.source, provider: provider, typed: true)) }
        }
        var values: [String: ResolvedSetting] = [:]
        for key in keys {
            for layer in layers {
                switch layer.lookUp(key) {
                case .none: continue
                case .some(.success(let text)):
                    values[key.name] = ResolvedSetting(key: key, text: text, source: layer.source)
                case .some(.failure(let problem)):
                    problems.append(problem)
                    continue
                }
                break
            }
        }
        return ResolvedSettings(values: values, problems: problems, unusedFiles: unusedFiles)
    }

    private static func commandLineLayer(_ keys: [SettingKey], _ flags: [String: String]) -> Layer {
        let values = flags.reduce(into: [AbsoluteConfigKey: ConfigValue]()) { values, flag in
            values[AbsoluteConfigKey(SettingKey(flag.key, kind: .text).components)] = ConfigValue(
                .string(flag.value), isSecret: false)
        }
        return Layer(source: .commandLine, provider: InMemoryProvider(name: "command line", values: values), typed: false)
    }

    /// `APP_…` first, then each key's older variable names.
    private static func environmentLayers(_ keys: [SettingKey], _ environment: [String: String]) -> [Layer] {
        let applicationVariables = environment.filter { $0.key.hasPrefix("APP_") }
        var layers = [
            Layer(
                source: .environment(variable: "APP_"),
                provider: EnvironmentVariablesProvider(environmentVariables: applicationVariables).prefixKeys(with: "app"),
                typed: true)
        ]
        for key in keys {
            for variable in key.legacyEnvironmentVariables {
                guard let text = environment[variable] else { continue }
                let provider = InMemoryProvider(
                    name: variable, values: [AbsoluteConfigKey(key.components): ConfigValue(.string(text), isSecret: false)])
                layers.append(Layer(source: .environment(variable: variable), provider: provider, typed: false, only: key.name))
            }
        }
        return layers
    }

    /// One provider and the layer it stands for.
    struct Layer: Sendable {
        let source: SettingSource
        let provider: any ConfigProvider
        /// Whether values are asked for as the key's kind (files, `APP_…`) or as the text typed.
        let typed: Bool
        /// The one key an older variable's layer answers for.
        var only: String? = nil

        /// The key's value here as text; nil when this layer has none.
        func lookUp(_ key: SettingKey) -> Result<String, SettingsProblem>? {
            if let only, only != key.name { return nil }
            let place = placeName(of: key)
            let type = typed ? key.kind.configType : .string
            do {
                guard let value = try provider.value(forKey: AbsoluteConfigKey(key.components), type: type).value else {
                    return nil
                }
                guard !typed || key.kind.accepts(value.content) else {
                    return .failure(SettingsProblem(place: place, text: "\(key.kind.expectation) (not \(value.content.text))"))
                }
                return .success(value.content.text)
            } catch {
                return .failure(SettingsProblem(place: place, text: key.kind.expectation))
            }
        }

        private func placeName(of key: SettingKey) -> String {
            switch source {
            case .environment(let variable) where variable == "APP_": key.environmentVariable
            case .environment(let variable): variable
            default: key.name
            }
        }
    }
}

extension ConfigContent {
    /// The value as it would be typed after its flag: `3600` for a whole number of seconds.
    var text: String {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let on): on ? "true" : "false"
        default: String(describing: self)
        }
    }
}
