import AppSettings
import FeatureKit

/// Every registered feature's toggles with their state for this launch, highest first: `--toggle`
/// on the command line, `toggles.NAME` from the environment (`APP_TOGGLES_NAME`) or a config
/// file, the remote config kept from the backend, the toggle's default.
enum AppToggles {
    /// The toggles the registered features declare, in home-screen order.
    static var declared: [FeatureToggle] {
        RegisteredFeatures.all.flatMap { $0.toggles }
    }

    /// The setting of each toggle: `toggles.wishlist`, on or off.
    static var settingKeys: [SettingKey] {
        declared.map { SettingKey($0.settingKey, kind: .onOff) }
    }

    static func states(
        choices: [ToggleChoice], settings: ResolvedSettings, remote: RemoteConfigFile?,
        declared: [FeatureToggle] = AppToggles.declared
    ) -> FeatureToggleStates {
        var values: [String: (isOn: Bool, source: FeatureToggleStates.Source)] = [:]
        for toggle in declared {
            if let choice = choices.last(where: { $0.name == toggle.name }) {
                values[toggle.name] = (choice.isOn, .flag)
            } else if let setting = settings[toggle.settingKey] {
                values[toggle.name] = (setting.text == "true", source(of: setting.source))
            } else if let remote = remote?.toggles[toggle.name] {
                values[toggle.name] = (remote, .remote)
            }
        }
        return FeatureToggleStates(toggles: declared, values: values)
    }

    private static func source(of setting: SettingSource) -> FeatureToggleStates.Source {
        switch setting {
        case .commandLine: .flag
        case .environment: .environment
        case .file, .environmentDefaults: .file
        }
    }
}
