import FuzzSupport

FuzzDriver.run(ScenarioProperties.check)
