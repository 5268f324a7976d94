import FuzzSupport

FuzzDriver.run(TerminalKeysProperties.check)
