/// Subcommands that draw pictures (render, demo), wired in once they exist.
let extraSubcommands: [Subcommand] = [
  Subcommand(
    name: "render", summary: "Draw a scenario as an animated SVG or GIF, or a PNG frame.",
    help: RenderCommand.help, run: RenderCommand.run),
  Subcommand(
    name: "demo", summary: "Render the built-in scenarios into an HTML gallery.",
    help: DemoCommand.help, run: DemoCommand.run),
]
