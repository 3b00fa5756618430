/** Team portraits, 480 x 480: original illustrated people, not likenesses of anyone real. */
import * as P from '../palette.ts';
import { mix } from '../parts/color.ts';
import { portrait } from '../parts/portrait.ts';
import { scene, type Scene } from '../parts/scene.ts';

const S = 480;

const ananya = scene('team-ananya-rao', S, S, 'Illustrated portrait of Ananya Rao, Chief Executive Officer', () =>
  portrait({
    field: P.SAND_LIGHT,
    backdropRing: mix(P.SAFFRON_LIGHT, P.SAND_LIGHT, 0.5),
    backdrop: P.SAFFRON_LIGHT,
    skin: P.SKIN_BROWN,
    skinShade: mix(P.SKIN_BROWN, P.SKIN_DEEP, 0.7),
    lip: mix(P.TERRACOTTA_DEEP, P.SKIN_BROWN, 0.3),
    hair: P.HAIR,
    hairLight: P.INK_SOFT,
    brow: P.HAIR,
    jacket: P.TEAL_DEEP,
    jacketShade: mix(P.TEAL_DEEP, P.INK, 0.4),
    inner: P.CREAM,
    scarf: P.TERRACOTTA,
    hairStyle: 'long-parted',
    earring: P.SAFFRON,
  }),
);

const nuwan = scene('team-nuwan-perera', S, S, 'Illustrated portrait of Nuwan Perera, Chief Operating Officer', () =>
  portrait({
    field: P.SAND_LIGHT,
    backdropRing: mix(P.TEAL_LIGHT, P.SAND_LIGHT, 0.5),
    backdrop: P.TEAL_LIGHT,
    skin: P.SKIN_DEEP,
    skinShade: mix(P.SKIN_DEEP, P.INK, 0.35),
    lip: mix(P.SKIN_DEEP, P.TERRACOTTA_DEEP, 0.45),
    hair: P.HAIR,
    hairLight: P.INK_SOFT,
    brow: P.HAIR,
    jacket: P.INK_SOFT,
    jacketShade: mix(P.INK_SOFT, P.INK, 0.6),
    inner: P.CREAM,
    hairStyle: 'short',
    beard: true,
    collar: true,
  }),
);

const linh = scene('team-linh-tran', S, S, 'Illustrated portrait of Linh Tran, Chief Technology Officer', () =>
  portrait({
    field: P.SAND_LIGHT,
    backdropRing: mix(P.BLUSH, P.SAND_LIGHT, 0.5),
    backdrop: P.BLUSH,
    skin: P.SKIN_LIGHT,
    skinShade: mix(P.SKIN_LIGHT, P.SKIN_WARM, 0.75),
    lip: mix(P.CORAL, P.TERRACOTTA, 0.5),
    hair: P.HAIR,
    hairLight: P.INK_SOFT,
    brow: P.HAIR,
    jacket: P.TERRACOTTA,
    jacketShade: P.TERRACOTTA_DEEP,
    inner: P.SAND_LIGHT,
    hairStyle: 'bob',
    glasses: P.INK_SOFT,
    earring: P.CREAM,
  }),
);

export const team: readonly Scene[] = [ananya, nuwan, linh];
