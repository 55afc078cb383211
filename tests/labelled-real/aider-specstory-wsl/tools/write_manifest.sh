#!/bin/bash
# regenerate MANIFEST.tsv from the table below and check every blob hash
cd /work/labelled-new/L42
T=$(mktemp)
cat > $T <<'TAB'
aider/waterfront__.aider.chat.history.md	BBXtreme/Waterfront	20f804401a51beace69a5897ec12cf43fe70560e	.aider.chat.history.md
aider/tradepirates__.aider.chat.history.md	BartoshMaxim/TradePirates	72bdf7a17801dc3c7924d96525dbe6c785aa7239	.aider.chat.history.md
aider/simple-calculator__.aider.chat.history.md	AndrewJacop/Simple-Calulator	8424ac2df6c180fb363157fbace9b1d71f774161	.aider.chat.history.md
specstory/work20260104-01__2026-01-03_14-51Z-3d建物生成ウェブアプリ要件定義.md	onotakuy/work20260104_01	b33b9c017669def2ed018ac63370d378637306fe	.specstory/history/2026-01-03_14-51Z-3d建物生成ウェブアプリ要件定義.md
specstory/work20260103-01__2026-01-03_12-46Z-2dから3dマップwebアプリの要件定義.md	onotakuy/work20260103_01	86d44c29c71f8ea3f230a6bb6f7157d3ea45a3ad	.specstory/history/2026-01-03_12-46Z-2dから3dマップwebアプリの要件定義.md
specstory/agente-bsc-rag__2025-10-15_00-22Z-me-ajude-a-resolver.md	hpm27/agente-bsc-rag	e1ac36698c40e34932aa7681e393462d57a28ac1	.specstory/history/2025-10-15_00-22Z-me-ajude-a-resolver.md
aider/doc-processor__.aider.chat.history.md	AndrewJacop/doc_processor	d79684cb10302d4e059691275ca598f53e1166b4	.aider.chat.history.md
TAB
printf '# local_file\trepo\tcommit\tpath_in_repo\tsize\n' > MANIFEST.tsv
while IFS=$'\t' read -r lf repo commit path; do
  [ -f "files/$lf" ] || continue
  gd=/work/.mirror/${repo/\//+}/repo
  want=$(git --git-dir=$gd rev-parse "$commit:$path"); have=$(git hash-object "files/$lf")
  [ "$want" = "$have" ] || echo "HASH MISMATCH $lf" >&2
  printf '%s\t%s\t%s\t%s\t%sB\n' "$lf" "$repo" "$commit" "$path" "$(stat -c %s "files/$lf")" >> MANIFEST.tsv
done < $T
rm $T
