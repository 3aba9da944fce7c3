export * from "./cards";
export * from "./data-parts";
export * from "./message";
export * from "./timeline";
