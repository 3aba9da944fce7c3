export * from "./cards";
export * from "./checkin-cards";
export * from "./commit-result";
export * from "./data-parts";
export * from "./message";
export * from "./task-edit-cards";
export * from "./timeline";
export * from "./tools";
