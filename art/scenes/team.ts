/** Team portraits, 480 x 480: original illustrated people, not likenesses of anyone real. */
import * as P from "#art/palette.ts";
import { mix } from "#art/parts/color.ts";
import { portrait } from "#art/parts/portrait.ts";
import { scene, type Scene } from "#art/parts/scene.ts";

const S = 480;

const ananya = scene("team-ananya-rao", S, S, "Illustrated portrait of Ananya Rao, Chief Executive Officer", () =>
  portrait({
    field: P.sandLight,
    backdropRing: mix(P.saffronLight, P.sandLight, 0.5),
    backdrop: P.saffronLight,
    skin: P.skinBrown,
    skinShade: mix(P.skinBrown, P.skinDeep, 0.7),
    lip: mix(P.terracottaDeep, P.skinBrown, 0.3),
    hair: P.hair,
    hairLight: P.inkSoft,
    brow: P.hair,
    jacket: P.tealDeep,
    jacketShade: mix(P.tealDeep, P.ink, 0.4),
    inner: P.cream,
    scarf: P.terracotta,
    hairStyle: "long-parted",
    earring: P.saffron,
  }),
);

const nuwan = scene("team-nuwan-perera", S, S, "Illustrated portrait of Nuwan Perera, Chief Operating Officer", () =>
  portrait({
    field: P.sandLight,
    backdropRing: mix(P.tealLight, P.sandLight, 0.5),
    backdrop: P.tealLight,
    skin: P.skinDeep,
    skinShade: mix(P.skinDeep, P.ink, 0.35),
    lip: mix(P.skinDeep, P.terracottaDeep, 0.45),
    hair: P.hair,
    hairLight: P.inkSoft,
    brow: P.hair,
    jacket: P.inkSoft,
    jacketShade: mix(P.inkSoft, P.ink, 0.6),
    inner: P.cream,
    hairStyle: "short",
    beard: true,
    collar: true,
  }),
);

const linh = scene("team-linh-tran", S, S, "Illustrated portrait of Linh Tran, Chief Technology Officer", () =>
  portrait({
    field: P.sandLight,
    backdropRing: mix(P.blush, P.sandLight, 0.5),
    backdrop: P.blush,
    skin: P.skinLight,
    skinShade: mix(P.skinLight, P.skinWarm, 0.75),
    lip: mix(P.coral, P.terracotta, 0.5),
    hair: P.hair,
    hairLight: P.inkSoft,
    brow: P.hair,
    jacket: P.terracotta,
    jacketShade: P.terracottaDeep,
    inner: P.sandLight,
    hairStyle: "bob",
    glasses: P.inkSoft,
    earring: P.cream,
  }),
);

export const team: readonly Scene[] = [ananya, nuwan, linh];
