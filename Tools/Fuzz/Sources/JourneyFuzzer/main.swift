import FuzzSupport

FuzzDriver.run(JourneyProperties.check)
